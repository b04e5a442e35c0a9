// Every glossary id the screens name — a TermLink's `term`, or the id given to termTitle.ts's helpers — has an entry
// in both languages. The type TermId already checks this at compile time; this test also reads the source, so an id
// smuggled past the type (a cast, a string built at run time) still fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GLOSSARY } from '../../src/i18n/content/glossary'

const SRC = join(__dirname, '..', '..', 'src')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) ? [p] : []
  })
}

/** The quoted ids in an attribute value or argument: `"zoc"`, `{p ? 'limbered' : 'demoralized'}`. */
const literals = (expr: string): string[] => [...expr.matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]!)

/** Each id the file names, with where: `<TermLink term=…>`, `termProps(…)`, `termTitle(lang, …)`. */
function usedIds(file: string): Array<{ id: string; where: string }> {
  const text = readFileSync(file, 'utf8')
  const where = relative(SRC, file)
  const found: Array<{ id: string; where: string }> = []
  const add = (expr: string | undefined) => {
    for (const id of literals(expr ?? '')) found.push({ id, where })
  }
  for (const m of text.matchAll(/<TermLink\s+term=("[^"]*"|\{[^}]*\})/g)) add(m[1])
  for (const m of text.matchAll(/\btermProps\(\s*([^,)]*)/g)) add(m[1])
  for (const m of text.matchAll(/\btermTitle\(\s*[\w.]+\s*,\s*([^,)]*)/g)) add(m[1])
  return found
}

describe('glossary ids used by the screens', () => {
  const used = sources(SRC).flatMap(usedIds)

  it('are found in the source (the patterns still match how the code writes them)', () => {
    expect(used.length).toBeGreaterThan(40)
    const ids = new Set(used.map((u) => u.id))
    // One of each kind: a TermLink, a termProps title, a TermLink with a choice of ids.
    for (const id of ['zoc', 'limbered', 'demoralized', 'destroyed', 'movement', 'combat']) expect(ids).toContain(id)
  })

  it.each(['ru', 'en'] as const)('each has an entry in the %s glossary, with a term and a definition', (lang) => {
    const missing = used.filter(({ id }) => !GLOSSARY[lang][id]?.term || !GLOSSARY[lang][id]?.text)
    expect(missing.map(({ id, where }) => `${id} (${where})`)).toEqual([])
  })
})
