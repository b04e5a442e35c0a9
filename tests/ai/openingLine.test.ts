// The Hard Russians' opening line (issue 29, frontLine.ts): on the whole day's first turns the Russians take the hexes
// seven hexes from the French, every other unit and battery behind them; later, and in a short scenario, not.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { analyse } from '../../src/ai/board'
import { placeBatteriesAfterLine } from '../../src/ai/batteryPlan'
import { LINE_DEPTH, lineDepth } from '../../src/ai/frontLine'
import { levelParams } from '../../src/ai/types'
import { Work } from '../../src/ai/work'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import type { GameState } from '../../src/engine/core/state'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'
import { batteryInLineCtx, batteryInLineSpec } from './batteryInLine'

// Open ground, 20 columns by 12 rows. Three French divisions in column 2; five Russian divisions four hexes east of
// them, in the French infantry's reach (4 MP), and a battery five hexes east.
const ctx = ctxOf(openMap(20, 12))
const position = (turn: number): GameState =>
  testGame({
    side: 'ru',
    phase: 'movement',
    turn,
    units: [
      ...['0205', '0206', '0207'].map((hex, i) => ({ id: `fr${i}`, side: 'fr' as const, hex, str: 6 })),
      ...['0604', '0605', '0606', '0607', '0608'].map((hex, i) => ({ id: `ru${i}`, side: 'ru' as const, hex, str: 5 })),
      { id: 'guns', side: 'ru', type: 'artillery', hex: '0705', str: 4, mp: 5 },
    ],
  })
// Hard's planner without its search (Normal's level picks none), so the test reads the plan itself.
const HARD_PLAN = { level: 'normal' as const, seed: 5, params: levelParams('hard', 'ru') }

/** Each Russian unit's distance from the nearest French unit after the Russian movement. */
function distances(s: GameState): Record<string, number> {
  const after = play(ctx, s, ...decide(ctx, s, 'ru', HARD_PLAN))
  const h = (hex: string | null): number => hexId(ctx.map, hex as string)
  const out: Record<string, number> = {}
  for (const u of Object.values(after.units))
    if (u.side === 'ru')
      out[u.id] = Math.min(...['fr0', 'fr1', 'fr2'].map((f) => distance(ctx.map.geo, h(u.hex), h(after.units[f]!.hex))))
  return out
}

describe('the Hard Russians open on a line out of the French reach', () => {
  test(`on turn 1 the five divisions stand on the line ${LINE_DEPTH} hexes from the French, guns not in front`, () => {
    const d = distances(position(1))
    for (let i = 0; i < 5; i++) expect(d[`ru${i}`]).toBe(LINE_DEPTH)
    expect(d.guns).toBeGreaterThanOrEqual(LINE_DEPTH)
  })

  test('on turn 3 the line is found unit by unit, nearer the French', () => {
    const d = distances(position(3))
    expect(Math.min(...Object.values(d))).toBeLessThan(LINE_DEPTH)
  })

  test('Normal Russians, a short scenario and a game where French losses count have no opening line', () => {
    const s = position(1)
    expect(lineDepth(s, levelParams('hard', 'ru'))).toBe(LINE_DEPTH)
    expect(lineDepth(s, levelParams('normal', 'ru'))).toBe(0)
    s.victory = {
      kind: 'objectives',
      decisive: 10,
      objectives: [{ hex: '0606', points: 10, holder: 'ru', name: { ru: '0606', en: '0606' } }],
    }
    expect(lineDepth(s, levelParams('hard', 'ru'))).toBe(0)
    // WIN.3: "both sides' losses" weighs the French losses; the handicap variant, with none, keeps the line.
    s.victory = { kind: 'losses', frWeight: 1, edges: [11, 20, 35] }
    expect(lineDepth(s, levelParams('hard', 'ru'))).toBe(0)
    s.victory = { kind: 'losses', frWeight: 0, edges: [33, 42, 57] }
    expect(lineDepth(s, levelParams('hard', 'ru'))).toBe(LINE_DEPTH)
  })
})

describe('the units and batteries that do not hold the line stand behind it', () => {
  // Open ground, 11 columns by 5 rows, a French division at 0803.
  const open = ctxOf(openMap(11, 5))

  test('a slow division that cannot reach the line falls back towards it on turn 1, and holds on turn 3', () => {
    // One hex of movement each, three to four hexes from the French: the line, seven hexes off, is out of their reach.
    const at = (turn: number): string => {
      const s = testGame({
        side: 'ru',
        phase: 'movement',
        turn,
        units: [
          // The middle one is placed first.
          ...['0503', '0502', '0504'].map((hex, i) => ({ id: `ru${i}`, side: 'ru' as const, hex, str: 8, mp: 1 })),
          { id: 'fr', side: 'fr', hex: '0803', str: 4 },
        ],
      })
      return play(open, s, ...decide(open, s, 'ru', HARD_PLAN)).units.ru0!.hex as string
    }
    expect(at(3)).toBe('0503')
    expect(at(1)).not.toBe('0503')
    expect(distance(open.map.geo, hexId(open.map, at(1)), hexId(open.map, '0803'))).toBeGreaterThan(3)
  })

  test('a battery between two divisions, with a target in range, goes back towards a line but stays without one', () => {
    // Normal's placement keeps it where it fires from (batteryLine.test.ts).
    const s = testGame(batteryInLineSpec)
    const placed = (front: number): string => {
      const w = new Work(batteryInLineCtx, s)
      placeBatteriesAfterLine(analyse(batteryInLineCtx, s, 'ru'), w, ['guns'], levelParams('normal', 'ru'), front)
      return w.s.units.guns!.hex as string
    }
    expect(placed(0)).toBe('0503')
    const back = placed(LINE_DEPTH)
    expect(
      distance(batteryInLineCtx.map.geo, hexId(batteryInLineCtx.map, back), hexId(batteryInLineCtx.map, '0803')),
    ).toBeGreaterThan(3)
  })
})
