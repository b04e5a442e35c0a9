// A commander is not led into a pocket (CMD.5): a hex out of the enemy's reach today, from which his next move
// could not take him out of it, is worth less than one as good with a way out. A small hand-made position.
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { placeCommanders } from '../../src/ai/commanderPlan'
import { hasWayOut } from '../../src/ai/commanderWayOut'
import { Work } from '../../src/ai/work'
import { hexCode as code } from '../../src/core/geometry'
import { reachBuffers } from '../../src/engine/ai'
import { hexId } from '../../src/engine/map/map'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

// A strip 12 hexes long, three deep. French units that can move one hex stand along its west end (column 0).
// Two rivers cross the strip between columns 3 and 4, and 4 and 5: each crossing costs a commander 5 of his
// 8 MP (MOVE.3). The general stands in column 4, between them, four hexes from the French.
const ROWS = 3
const COLS = 12
function riverBetween(col: number): Array<[string, string]> {
  const open = openMap(COLS, ROWS)
  const sides: Array<[string, string]> = []
  const east = new Set(Array.from({ length: ROWS }, (_, r) => code(col + 1, r)))
  for (let r = 0; r < ROWS; r++) {
    const h = hexId(open, code(col, r))
    for (let k = 0; k < 6; k++) {
      const n = open.geo.neighbor[h * 6 + k]!
      if (n >= 0 && east.has(open.geo.codes[n]!)) sides.push([code(col, r), open.geo.codes[n]!])
    }
  }
  return sides
}
const strip = (rivers: Array<[string, string]>) =>
  asciiMap({ rows: Array.from({ length: ROWS }, () => Array.from({ length: COLS }, () => '.').join(' ')), rivers })
const map = strip([...riverBetween(3), ...riverBetween(4)])
const ctx = ctxOf(map)
const s = testGame({
  side: 'ru',
  phase: 'movement',
  units: [
    ...[0, 1, 2].map((r) => ({ id: `fr${r}`, side: 'fr' as const, hex: code(0, r), str: 4, mp: 1 })),
    // Nearer the French and the main effort, behind one river: safe today, but a pocket.
    { id: 'forward', side: 'ru', hex: code(3, 1), str: 6, corps: 'II' },
    // Farther back, behind the other river.
    { id: 'back', side: 'ru', hex: code(7, 1), str: 6, corps: 'II' },
  ],
  commanders: [{ id: 'general', side: 'ru', hex: code(4, 1), corps: 'II', rating: 2 }],
})
const h = (c: string): number => hexId(map, c)
// Columns are counted from 0 here; the hex numbers printed on a map count from 01.

describe('a commander is not placed in a pocket', () => {
  test('the position is as described: both units are out of the French reach, only the forward one is a pocket', () => {
    const b = analyse(ctx, s, 'ru')
    expect(b.threat.fr[h(code(3, 1))]).toBe(0)
    expect(b.threat.fr[h(code(7, 1))]).toBe(0)
    expect(b.enemyDist[h(code(3, 1))]).toBe(3)
    const general = s.commanders.general!
    expect(hasWayOut(b, s, general, h(code(3, 1)), reachBuffers(ctx))).toBe(false)
    expect(hasWayOut(b, s, general, h(code(7, 1)), reachBuffers(ctx))).toBe(true)
    expect(hasWayOut(b, s, general, h(code(4, 1)), reachBuffers(ctx))).toBe(true)
  })

  test('drawn to the main effort, he goes to the unit he can leave again next phase', () => {
    const w = new Work(ctx, s)
    placeCommanders(analyse(ctx, s, 'ru'), w, new Map(), h(code(0, 1)))
    expect(w.s.commanders.general!.hex).toBe(code(7, 1))
  })

  test('with one river only, the forward unit is no pocket, and he goes there', () => {
    const open = strip(riverBetween(3))
    const ctx1 = ctxOf(open)
    const b = analyse(ctx1, s, 'ru')
    expect(hasWayOut(b, s, s.commanders.general!, hexId(open, code(3, 1)), reachBuffers(ctx1))).toBe(true)
    const w = new Work(ctx1, s)
    placeCommanders(b, w, new Map(), hexId(open, code(0, 1)))
    expect(w.s.commanders.general!.hex).toBe(code(3, 1))
  })
})
