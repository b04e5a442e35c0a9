// Any text at all, loaded into either game: a refusal with words, or a game; never an exception, never a change to
// the game in progress on a refusal, never a write to storage under another key.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SaveProblem } from '../../../src/core'
import { memoryStorage } from '../../../src/store/saves'
import { ruMore } from '../../../src/i18n/ru.more'
import { enMore } from '../../../src/i18n/en.more'
import { phalanxUiRu } from '../../../src/i18n/phalanxUi.ru'
import { phalanxUiEn } from '../../../src/i18n/phalanxUi.en'
import { GAMES, type GameUnderTest } from './helpers'

const WORDS = {
  borodino: [ruMore.saves.problem, enMore.saves.problem],
  phalanx: [phalanxUiRu.saves.problem, phalanxUiEn.saves.problem],
}

/** Texts a hostile or unlucky player could bring: anything, any JSON, save-like objects, and deep nesting. */
function hostile(valid: string): fc.Arbitrary<string> {
  const file = JSON.parse(valid) as Record<string, unknown>
  const fieldNames = Object.keys(file)
  return fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 6 }),
    // The valid save with one field replaced by any JSON value.
    fc
      .tuple(fc.constantFrom(...fieldNames), fc.jsonValue({ maxDepth: 5 }))
      .map(([k, v]) => JSON.stringify({ ...file, [k]: v })),
    // The valid save with its commands replaced by any list.
    fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 8 }).map((cs) => JSON.stringify({ ...file, commands: cs })),
    // The valid save cut short, or with one character changed.
    fc.nat({ max: valid.length }).map((n) => valid.slice(0, n)),
    fc
      .tuple(fc.nat({ max: valid.length - 1 }), fc.string({ minLength: 1, maxLength: 1 }))
      .map(([i, c]) => valid.slice(0, i) + c + valid.slice(i + 1)),
    // Nesting up to 100,000 deep, in a command, in a field, or alone.
    fc
      .integer({ min: 1, max: 100_000 })
      .map((d) => valid.replace('"commands":[', `"commands":[${'['.repeat(d)}${']'.repeat(d)},`)),
    fc
      .integer({ min: 1, max: 100_000 })
      .map((d) => JSON.stringify({ ...file, extra: null }).replace('null', '{"a":'.repeat(d) + '1' + '}'.repeat(d))),
    fc.integer({ min: 1, max: 100_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
  )
}

const worded = (game: GameUnderTest, p: SaveProblem): boolean =>
  WORDS[game.name].every((w) => typeof w[p.code] === 'string' && w[p.code].length > 10)

describe.each(GAMES)('$name: any text loaded', (game) => {
  it('is a refusal in words with nothing changed, or a game; never an exception', () => {
    const kv = memoryStorage()
    kv.setItem('other:key', 'untouched')
    const g = game.make(kv)
    g.flush()
    const valid = g.saveText()
    const storage = new Map(kv.data)
    fc.assert(
      fc.property(hostile(valid), (text) => {
        const before = g.state()
        let problems: SaveProblem[] = []
        expect(() => (problems = g.loadText(text))).not.toThrow()
        if (problems.length) {
          expect(problems.every((p) => worded(game, p))).toBe(true)
          expect(g.state()).toBe(before)
        } else expect(game.check(g.saveText())).toEqual([])
        // Loading writes nothing at once (the autosave follows when the browser is idle), and never another key.
        expect(kv.getItem('other:key')).toBe('untouched')
        for (const [k, v] of storage) if (k !== game.autosaveKey) expect(kv.getItem(k)).toBe(v)
      }),
      { numRuns: 300 },
    )
  })
})
