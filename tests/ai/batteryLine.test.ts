// Russian batteries stay in the line: in a wargamer's whole day against Hard Russians (the trial record, 2026-12-07),
// batteries limbered, moved up alone to fire, and were charged by massed French cavalry the next phase; six of the
// eight batteries he destroyed stood alone. Replayed to those moments, the placement now keeps each one beside the
// infantry or cavalry of the line, where less can reach it.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { analyse, type Board } from '../../src/ai/board'
import { placeBatteriesAfterLine } from '../../src/ai/batteryPlan'
import { levelParams } from '../../src/ai/types'
import { Work } from '../../src/ai/work'
import { batteryInLineCtx, batteryInLineSpec } from './batteryInLine'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { apply } from '../../src/engine/core/apply'
import type { GameState } from '../../src/engine/core/state'
import { hexId, loadMap } from '../../src/engine/map/map'
import { testGame } from '../helpers/testGame'
import { newGameFromScenario } from '../../src/engine/setup/scenario'
import { decodeCommand } from '../../src/store/game/save/commandCodec'

const save = JSON.parse(
  readFileSync(new URL('../fixtures/trials/hard-russians-2026-12-07.save.json', import.meta.url), 'utf8'),
) as { seed: number; commands: unknown[] }
const ctx = { map: loadMap(borodinoMapData) }

/** The trial's positions before the listed commands (1-based, as the record's moves are numbered). */
function positionsBefore(numbers: number[]): Map<number, GameState> {
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, save.seed)
  if (!start.ok) throw new Error('the historical scenario does not start')
  let s = start.value
  const out = new Map<number, GameState>()
  const last = Math.max(...numbers)
  for (let i = 0; i < last; i++) {
    if (numbers.includes(i + 1)) out.set(i + 1, s)
    const d = decodeCommand(ctx.map, save.commands[i])
    if (!d.ok) throw new Error(d.problem)
    const r = apply(ctx, s, d.command)
    if (!r.ok) throw new Error(`command ${i + 1} refused`)
    s = r.state
  }
  return out
}

/** Infantry and cavalry of the Russians next to `h`. */
function lineAround(b: Board, h: number): number {
  let n = 0
  for (let k = 0; k < 6; k++) {
    const t = ctx.map.geo.neighbor[h * 6 + k]!
    const i = t < 0 ? -1 : b.occ.unitAt[t]!
    const u = i >= 0 ? b.occ.units[i]! : null
    if (u && u.side === 'ru' && u.type !== 'artillery') n++
  }
  return n
}

// Move number of the battery's first command that phase, the battery, and where the trial's Russians put it (each was
// destroyed there in the next French phase).
const MOMENTS: Array<[number, string, string]> = [
  [605, 'ru-III-art', '2921'],
  [1065, 'ru-VI-art-2', '2612'],
  [1071, 'ru-art-1W-h', '3010'],
  [1365, 'ru-art-2W', '2407'],
]

describe('Hard Russian batteries at the trial positions where they were lost', () => {
  const positions = positionsBefore(MOMENTS.map(([n]) => n))

  test.each(MOMENTS)('move %i: %s stays in the line, not alone at %s', (n, id, lost) => {
    const s = positions.get(n)!
    const w = new Work(ctx, s)
    placeBatteriesAfterLine(analyse(ctx, s, 'ru'), w, [id], levelParams('hard', 'ru'))
    const placed = w.s.units[id]!.hex!
    expect(placed).not.toBe(lost)
    const after = analyse(ctx, w.s, 'ru')
    const h = hexId(ctx.map, placed)
    expect(lineAround(after, h)).toBeGreaterThanOrEqual(1)
    // Less of the French can reach it where it stands than where it was lost.
    expect(after.threat.fr[h]!).toBeLessThan(after.threat.fr[hexId(ctx.map, lost)]!)
  })
})

describe('a battery in the line with a target in range', () => {
  // Between two Russian divisions at 0503, unlimbered, French infantry three hexes off and two cavalry units behind
  // it: the line is where it fires from, and the placement does not send it behind the line to be safe.
  const open = batteryInLineCtx
  const s = testGame(batteryInLineSpec)

  test('stays there, unlimbered (Normal)', () => {
    const w = new Work(open, s)
    placeBatteriesAfterLine(analyse(open, s, 'ru'), w, ['guns'], levelParams('normal', 'ru'))
    expect(w.s.units.guns).toMatchObject({ hex: '0503', limbered: false })
  })
})
