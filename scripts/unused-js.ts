// What the first visit's JavaScript leaves unused, chunk by chunk and module by module: the evidence behind
// Lighthouse's `unused-javascript` audit (issue 31). Builds the app with source maps into test-results/, serves it,
// opens it as a first visit in Russian on Lighthouse's phone screen (412×823 at 1.75), waits until the page has been
// quiet for `--settle` ms (default 5000; Lighthouse stops about then) and reads Chromium's precise coverage: a byte is
// unused when no function around it ran. Figures are minified bytes (Lighthouse scales them to the bytes sent).
// Usage: npx tsx scripts/unused-js.ts [--settle ms] [--top N]
// Prints a table, then one JSON line: {"chunks":[{file,bytes,unused}],"modules":[{chunk,module,bytes,unused}]}.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'
import { runMain, withBuiltApp } from './withBrowser'

const DIST = 'test-results/unused-js-build'
const opt = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const settle = Number(opt('--settle') ?? 5000)
const top = Number(opt('--top') ?? 30)

interface Entry {
  url: string
  source?: string
  functions: Array<{ ranges: Array<{ startOffset: number; endOffset: number; count: number }> }>
}

/** 1 for every byte of the script inside a function that ran (V8's ranges nest: an inner range overrides). */
function usedBytes(e: Entry): Uint8Array {
  const used = new Uint8Array(e.source?.length ?? 0)
  for (const f of e.functions) for (const r of f.ranges) used.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset)
  return used
}

/** Each original module's bytes and unused bytes in one chunk, through its source map. */
function byModule(e: Entry, file: string, used: Uint8Array): Map<string, { bytes: number; unused: number }> {
  const out = new Map<string, { bytes: number; unused: number }>()
  const map = `${DIST}/assets/${file}.map`
  if (!existsSync(map)) return out
  const smc = new SourceMapConsumer(readFileSync(map, 'utf8'))
  const src = e.source ?? ''
  let line = 1
  let lineStart = 0
  for (let i = 0; i < src.length; i++) {
    if (src.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
      continue
    }
    // One look-up every 8 bytes, counted for all 8: a module is far longer than that.
    if ((i - lineStart) % 8 !== 0) continue
    const p = smc.originalPositionFor({ line, column: i - lineStart })
    const mod = (p.source ?? '(bundler)').replace(/^.*node_modules\//, 'node_modules/').replace(/^.*?\/src\//, 'src/')
    const o = out.get(mod) ?? { bytes: 0, unused: 0 }
    const n = Math.min(8, src.length - i)
    o.bytes += n
    for (let k = i; k < i + n; k++) if (!used[k]) o.unused++
    out.set(mod, o)
  }
  return out
}

async function main(): Promise<void> {
  execSync(`npx vite build --sourcemap --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' })
  process.env.BENCH_DIST = DIST
  await withBuiltApp(
    async (_page, base, app) => {
      const page = await app.newPage({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        locale: 'ru-RU',
      })
      await page.coverage.startJSCoverage({ resetOnNavigation: false })
      await page.goto(base, { waitUntil: 'networkidle' })
      await page.waitForTimeout(settle)
      const cov = (await page.coverage.stopJSCoverage()) as Entry[]
      const chunks: Array<{ file: string; bytes: number; unused: number }> = []
      const modules: Array<{ chunk: string; module: string; bytes: number; unused: number }> = []
      for (const e of cov) {
        const file = e.url.split('/assets/')[1]
        if (!file) continue
        const used = usedBytes(e)
        chunks.push({ file, bytes: used.length, unused: used.length - used.reduce((a, b) => a + b, 0) })
        for (const [module, v] of byModule(e, file, used)) modules.push({ chunk: file, module, ...v })
      }
      chunks.sort((a, b) => b.unused - a.unused)
      modules.sort((a, b) => b.unused - a.unused)
      const kib = (n: number): string => (n / 1024).toFixed(1).padStart(6)
      console.log('chunk: unused KiB of KiB (minified)')
      for (const c of chunks) console.log(`${kib(c.unused)} of ${kib(c.bytes)}  ${c.file}`)
      console.log(`\nthe ${top} modules with most unused bytes`)
      for (const m of modules.slice(0, top))
        console.log(`${kib(m.unused)} of ${kib(m.bytes)}  ${m.module}  (${m.chunk})`)
      console.log(JSON.stringify({ chunks, modules: modules.slice(0, top) }))
    },
    { build: false },
  )
}

runMain(main)
