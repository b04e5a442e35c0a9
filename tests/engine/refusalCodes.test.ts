// Borodino's refusal codes are one closed list (engine/core/refusalCodes.ts): `refuse` takes only its codes,
// and each language's messages are a record over it, so the type checker refuses a code without words. Here:
// the list is exact (every code in it is given somewhere, and every code given is in it), and the messages
// that arrive with each language's strings at run time are the list's, no more and no fewer.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { REFUSAL_CODES } from '../../src/engine/core/refusalCodes'
import { loadLang, REFUSALS } from '../../src/i18n'

const walk = (d: string): string[] =>
  readdirSync(d).flatMap((f) => {
    const p = join(d, f)
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(p) ? [p] : []
  })

/** The codes given by a call `refuse(rule, 'code', …)` in the engine, and by the store (engine.error). */
function givenCodes(): Set<string> {
  const codes = new Set<string>()
  for (const path of [...walk('src/engine'), ...walk('src/store')]) {
    const src = readFileSync(path, 'utf8')
    for (const m of src.matchAll(/refuse\([^,()]+,\s*'([a-z.-]+)'/g)) codes.add(m[1] ?? '')
  }
  // Built from the closed hexside's kind (movement/moveCommands.ts: `move.forbidden-${reason}`).
  for (const reason of ['front', 'river', 'artillery-terrain', 'off-map']) codes.add(`move.forbidden-${reason}`)
  return codes
}

describe('refusal codes', () => {
  test('the list has no code twice', () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length)
  })

  test('the list is exactly the codes the engine and the store give', () => {
    const given = givenCodes()
    expect(given.size).toBeGreaterThan(60)
    expect([...given].filter((c) => !(REFUSAL_CODES as readonly string[]).includes(c))).toEqual([])
    expect(REFUSAL_CODES.filter((c) => !given.has(c))).toEqual([])
  })

  test('each language words every code, and no other', async () => {
    await loadLang('ru')
    await loadLang('en')
    for (const lang of ['ru', 'en'] as const) {
      const messages = REFUSALS[lang]
      expect(messages).toBeDefined()
      expect(Object.keys(messages ?? {}).sort()).toEqual([...REFUSAL_CODES].sort())
    }
  })
})
