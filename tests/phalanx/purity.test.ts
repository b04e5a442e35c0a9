// The rules module stays pure and wordless: no UI, storage or clock, and no sentence in any language
// (the UI words every refusal and event from src/i18n/phalanx.*.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const DIR = join(__dirname, '../../src/phalanx')
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )
const RULES = files(DIR).filter((f) => !f.includes('/sim/'))

/** The source without comments, so only code and string literals remain. */
const code = (f: string): string =>
  readFileSync(f, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
const literals = (src: string): string[] =>
  [...src.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => (m[1] ?? m[2] ?? m[3])!) // one alternative always matches

describe('PH rules module purity', () => {
  test('PH-SEQ.1 no React, DOM, storage, clock or Math.random in src/phalanx; the engine only through its index', () => {
    expect(RULES.length).toBeGreaterThan(10)
    for (const f of files(DIR)) {
      const src = code(f)
      expect(src, f).not.toMatch(/from '(react|react-dom|zustand)/)
      expect(src, f).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\b/)
      expect(src, f).not.toMatch(/Math\.random|Date\.now|new Date|performance\.now/)
      expect(src, f).not.toMatch(/from '[^']*(ui|store|i18n)\//)
      expect(src, f).not.toMatch(/from '\.\.\/(\.\.\/)?engine\/.+'/)
    }
  })

  test('PH-SEQ.1 no sentence in the rules module: no Cyrillic at all, no English phrase in any string', () => {
    for (const f of RULES) {
      const src = code(f)
      expect(src, f).not.toMatch(/[А-Яа-яЁё]/)
      for (const lit of literals(src)) {
        // Codes, ids, and short technical templates pass; three words in a row is a phrase.
        expect(lit, `${f}: "${lit}"`).not.toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/)
      }
    }
  })
})
