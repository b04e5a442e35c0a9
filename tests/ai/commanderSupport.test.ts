// A commander stays with his army (CMD.5): far from the enemy, a unit standing apart from the others is a pocket his
// cavalry can close in one move, so a unit as safe among the others is worth more. A small hand-made position.
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { placeCommanders } from '../../src/ai/commanderPlan'
import { applyIsolation, type Choice } from '../../src/ai/commanderSupport'
import { Work } from '../../src/ai/work'
import { hexCode as code } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'

// An open field 16 hexes by 9. Three French units that move one hex stand on the west edge. The general of II Corps
// stands in the middle; one unit of his corps stands apart in the south-west, nearer the main effort, another in
// the north-east. Six units of VI Corps stand around one of the two, or east of it (columns and rows counted from 0
// here).
const map = openMap(16, 9)
const ctx = ctxOf(map)
const APART = code(7, 8)
const WITH_ARMY = code(13, 1)
const MAIN_EFFORT = code(6, 8)
const around = (c: number, r: number): Array<[number, number]> => [
  [c - 1, r - 1],
  [c + 1, r - 1],
  [c, r + 1],
  [c - 1, r + 1],
  [c + 1, r + 1],
  [c + 2, r],
]
const position = (armyAround: string) => {
  const [c, r] = armyAround === APART ? [9, 7] : [13, 1]
  const army: TestUnit[] = around(c, r).map(([x, y], i) => ({
    id: `vi${i}`,
    side: 'ru',
    hex: code(x, y),
    str: 4,
    corps: 'VI',
  }))
  return testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      ...[3, 4, 5].map((row) => ({ id: `fr${row}`, side: 'fr' as const, hex: code(0, row), str: 4, mp: 1 })),
      { id: 'apart', side: 'ru', hex: APART, str: 6, corps: 'II' },
      { id: 'withArmy', side: 'ru', hex: WITH_ARMY, str: 6, corps: 'II' },
      ...army,
    ],
    commanders: [{ id: 'general', side: 'ru', hex: code(9, 4), corps: 'II', rating: 2 }],
  })
}
const placed = (armyAround: string): string | null => {
  const s = position(armyAround)
  const w = new Work(ctx, s)
  placeCommanders(analyse(ctx, s, 'ru'), w, new Map(), hexId(map, MAIN_EFFORT))
  return w.s.commanders.general!.hex
}

describe('a commander stays with the army rather than with a unit standing apart', () => {
  test('the position is as described: both units are out of the French reach and at least six hexes from them', () => {
    const s = position(WITH_ARMY)
    const b = analyse(ctx, s, 'ru')
    for (const x of [APART, WITH_ARMY]) {
      expect(b.threat.fr[hexId(map, x)]).toBe(0)
      expect(b.enemyDist[hexId(map, x)]).toBeGreaterThanOrEqual(6)
    }
  })

  test('drawn to the main effort, he still goes to the unit among the others', () => {
    expect(placed(WITH_ARMY)).toBe(WITH_ARMY)
  })

  test('when the others stand around the unit nearer the main effort, he goes there', () => {
    expect(placed(APART)).toBe(APART)
  })
})

describe('standing apart never ranks a choice below a risky one it was above', () => {
  const choice = (s: number, risky: boolean, iso = 0): Choice => ({ h: 0, s, risky, iso })
  const scores = (xs: Choice[]): number[] => (applyIsolation(xs), xs.map((x) => x.s))

  test('with no risky choice the points are taken off in full', () => {
    expect(scores([choice(10, false, 3), choice(8, false)])).toEqual([7, 8])
  })

  test('held above the nearest risky choice below it, not only above the best one', () => {
    const [best, apart, low] = scores([choice(14, true), choice(13, false, 3), choice(11, true)])
    expect(best).toBe(14)
    expect(apart).toBeGreaterThan(low!)
    expect(apart).toBeLessThan(13)
  })

  test('choices held up keep their order', () => {
    const [a, b] = scores([choice(12, false, 3), choice(11.5, false, 3), choice(11, true)])
    expect(a).toBeGreaterThan(b!)
    expect(b).toBeGreaterThan(11)
  })
})
