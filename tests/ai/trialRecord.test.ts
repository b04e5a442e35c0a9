// The records of wargamers' games against Hard Russians (docs/balance.md, 2026-12-07), kept as the game's own save
// files: each opens in the game (Saves, import) to be stepped through in review, and replays move for move, so the
// positions a verdict names ("#N", a command's index) stay there to be read again as the rules code changes.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { validateSave } from '../../src/store/game/save/saveReader'
import { victoryStatus } from '../../src/engine'
import { historicalBundle } from '../fixtures/finishedGame'

const read = (name: string): string =>
  readFileSync(new URL(`../fixtures/trials/${name}.save.json`, import.meta.url), 'utf8')

describe("the wargamers' trials of 2026-12-07", () => {
  test.each([
    ['hard-russians-2026-12-07', 1625, 106, 55],
    ['hard-russians-2026-12-07-later', 1386, 209, 85],
  ])(
    '%s loads as a save, %i commands replayed, the day ending at %i Russian and %i French points lost',
    (name, n, ru, fr) => {
      const res = validateSave(read(name), historicalBundle())
      if (!res.ok) throw new Error(JSON.stringify(res.problems))
      expect(res.save.commands).toHaveLength(n)
      expect(res.save.players).toEqual({ fr: 'human', ru: 'hard' })
      const v = victoryStatus(res.save.state)
      expect([v.final, v.losses, v.frLosses]).toEqual([true, ru, fr])
    },
  )
})
