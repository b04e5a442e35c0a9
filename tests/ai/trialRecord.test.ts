// The record of a wargamer's game against Hard Russians (docs/balance.md, 2026-12-07) replays move for move: the
// positions its verdict names ("the first N commands") stay there to be read again as the rules code changes.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { apply, loadMap, newGameFromScenario, victoryStatus, type Command, type GameState } from '../../src/engine'

interface Trial {
  seed: number
  cmds: Command[]
}

const trial = JSON.parse(
  readFileSync(new URL('../fixtures/trials/hard-russians-2026-12-07.json', import.meta.url), 'utf8'),
) as Trial

describe('the wargamer trial of 2026-12-07 replays', () => {
  test('every command is accepted, and the day ends at 106 Russian and 55 French points lost', () => {
    const ctx = { map: loadMap(borodinoMapData) }
    const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, trial.seed)
    if (!start.ok) throw new Error(start.error.join('; '))
    let s: GameState = start.value
    const refused: number[] = []
    trial.cmds.forEach((c, i) => {
      const out = apply(ctx, s, c)
      if (out.ok) s = out.state
      else refused.push(i)
    })
    expect(refused).toEqual([])
    const v = victoryStatus(s)
    expect([v.final, v.losses, v.frLosses]).toEqual([true, 106, 55])
  })
})
