// The record of a wargamer's game against Hard Russians (docs/balance.md, 2026-12-07), kept as the game's own save
// file: it opens in the game (Saves, import) to be stepped through in review, and it replays move for move, so the
// positions its verdict names ("the first N commands") stay there to be read again as the rules code changes.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { validateSave } from '../../src/store/game/save/saveReader'
import { victoryStatus } from '../../src/engine'
import { historicalBundle } from '../fixtures/finishedGame'

const text = readFileSync(new URL('../fixtures/trials/hard-russians-2026-12-07.save.json', import.meta.url), 'utf8')

describe('the wargamer trial of 2026-12-07', () => {
  test('loads as a save, every command replayed, and the day ends at 106 Russian and 55 French points lost', () => {
    const res = validateSave(text, historicalBundle())
    if (!res.ok) throw new Error(JSON.stringify(res.problems))
    expect(res.save.commands).toHaveLength(1625)
    expect(res.save.players).toEqual({ fr: 'human', ru: 'hard' })
    const v = victoryStatus(res.save.state)
    expect([v.final, v.losses, v.frLosses]).toEqual([true, 106, 55])
  })
})
