// What the first screen's JavaScript is made of: builds the app and lists, for the chunks of the first screen (the
// entry and its static imports; not the starting language's strings, which index.html preloads beside them and
// bench:ui counts), every module with its size (minified, and gzip of the module alone, which overstates a little:
// gzip of the whole chunk is what the browser gets).
// Usage: npx tsx scripts/bundle-report.ts [--all]   (--all lists every chunk, lazy ones too)
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'

interface Mod {
  id: string
  bytes: number
  gzip: number
}
interface Chunk {
  name: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  modules: Mod[]
  /** gzip -9 of the whole chunk, as served. */
  gzip: number
}

const chunks = new Map<string, Chunk>()
const importers = new Map<string, readonly string[]>()
const report: Plugin = {
  name: 'bundle-report',
  generateBundle(_, bundle) {
    for (const id of this.getModuleIds()) importers.set(id, this.getModuleInfo(id)?.importers ?? [])
    for (const [file, out] of Object.entries(bundle)) {
      if (out.type !== 'chunk') continue
      const modules = Object.entries(out.modules).map(([id, m]) => ({
        id: id.replace(process.cwd() + '/', ''),
        bytes: m.renderedLength,
        gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
      }))
      chunks.set(file, {
        name: file,
        isEntry: out.isEntry,
        imports: out.imports,
        dynamicImports: out.dynamicImports,
        modules,
        gzip: gzipSync(out.code, { level: 9 }).length,
      })
    }
  },
}

const kib = (n: number) => (n / 1024).toFixed(1)

async function main() {
  await build({ logLevel: 'warn', plugins: [report], build: { write: false } })
  const initial = new Set<string>()
  const visit = (f: string) => {
    if (initial.has(f)) return
    initial.add(f)
    for (const i of chunks.get(f)?.imports ?? []) visit(i)
  }
  for (const c of chunks.values()) if (c.isEntry) visit(c.name)
  const all = process.argv.includes('--all')
  const list = [...chunks.values()].filter((c) => all || initial.has(c.name))
  let total = 0
  for (const c of list.sort((a, b) => b.gzip - a.gzip)) {
    total += c.gzip
    console.log(
      `\n${c.name}${initial.has(c.name) ? ' (first screen)' : ''}: ${kib(c.gzip)} KiB gzip (${kib(sum(c))} as modules alone)`,
    )
    for (const m of c.modules.sort((a, b) => b.gzip - a.gzip).filter((m) => m.bytes > 0))
      console.log(`  ${kib(m.gzip).padStart(6)}  ${kib(m.bytes).padStart(7)} min  ${m.id}`)
  }
  // --why <part of a module path>: the static import chain that pulls it in.
  const why = process.argv[process.argv.indexOf('--why') + 1]
  if (process.argv.includes('--why') && why) {
    const rel = (id: string) => id.replace(process.cwd() + '/', '')
    let id = [...importers.keys()].find((k) => k.includes(why))
    const seen = new Set<string>()
    while (id && !seen.has(id)) {
      seen.add(id)
      console.log(`  ← ${rel(id)}`)
      id = importers.get(id)?.[0]
    }
    for (const [k, v] of importers) if (k.includes(why)) console.log(`importers of ${rel(k)}: ${v.map(rel).join(', ')}`)
  }
  console.log(`\n${list.length} chunks, ${kib(total)} KiB gzip (without the starting language's strings chunk)`)
}
const sum = (c: Chunk) => c.modules.reduce((a, m) => a + m.gzip, 0)

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
