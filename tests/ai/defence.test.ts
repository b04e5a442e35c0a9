// Defence as a plan (issue 29): the Russian line closes its gaps, and a unit that would be destroyed standing pulls
// back, on small hand-made positions.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { apply } from '../../src/engine/core/apply'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import type { Command, Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

const NORMAL = { level: 'normal' as const, seed: 5 }

function applyAll(ctx: Ctx, state: GameState, cmds: Command[]): GameState {
  let s = state
  for (const c of cmds) {
    const out = apply(ctx, s, c)
    if (!out.ok) throw new Error(`refused ${JSON.stringify(c)}: ${out.refusal.code}`)
    s = out.state
  }
  return s
}

const russianAt = (s: GameState, hex: string): boolean =>
  Object.values(s.units).some((u) => u.side === 'ru' && u.hex === hex)

describe('the Russian line closes its gap', () => {
  // Column 6 is a ridge of villages on high ground, broken at row 5 by one hex of open ground. Eight Russian
  // divisions hold the villages; the ninth stands behind the open hex. Three French divisions, three hexes west,
  // can reach the open hex: one that steps in stands next to two Russian units and its zone covers the ground
  // they would retreat into (ZOC.1, CBT.9).
  const rows = Array.from({ length: 9 }, (_, r) => (r === 4 ? '. . . . . . . . . .' : '. . . . . v2 . . . .'))
  const ctx = ctxOf(asciiMap({ rows }))
  const line = [1, 2, 3, 4, 6, 7, 8, 9].map((r) => ({ id: `ru${r}`, side: 'ru' as const, hex: `060${r}`, str: 5 }))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      ...line,
      { id: 'ruR', side: 'ru', hex: '0805', str: 6 },
      { id: 'fr1', side: 'fr', hex: '0303', str: 5 },
      { id: 'fr2', side: 'fr', hex: '0304', str: 5 },
      { id: 'fr3', side: 'fr', hex: '0305', str: 5 },
    ],
  })

  test('the open hex between the villages is held and no hole is left in the line', () => {
    const after = applyAll(ctx, s, decide(ctx, s, 'ru', NORMAL))
    expect(russianAt(after, '0605')).toBe(true)
    // Column 6 from its first Russian unit to its last has no empty hex.
    const held = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => russianAt(after, `060${r}`))
    const first = held.indexOf(true)
    const last = held.lastIndexOf(true)
    expect(held.slice(first, last + 1).every(Boolean)).toBe(true)
    expect(last - first).toBeGreaterThanOrEqual(5)
  })
})

describe('a unit that would be destroyed standing pulls back', () => {
  // A weak Russian cavalry division holds a village on a height (0404) far ahead of its army's line (column 10).
  // Three French divisions stand two hexes west of it and two French cavalry divisions two hexes north and south:
  // the cavalry rides round it (ZOC.5) onto the empty ground behind it, so a defeat there is its destruction
  // (CBT.9–10), good ground or not. Its own line is out of the French reach.
  const rows = Array.from({ length: 7 }, (_, r) => (r === 3 ? '. . . v3 . . . . . . . .' : '. . . . . . . . . . . .'))
  const ctx = ctxOf(asciiMap({ rows }))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      { id: 'ru1', side: 'ru', hex: '0404', str: 3, type: 'cavalry' },
      ...[2, 3, 4, 5, 6].map((r) => ({ id: `ru${r}`, side: 'ru' as const, hex: `100${r}`, str: 5 })),
      { id: 'fr1', side: 'fr', hex: '0203', str: 6 },
      { id: 'fr2', side: 'fr', hex: '0204', str: 6 },
      { id: 'fr3', side: 'fr', hex: '0205', str: 6 },
      { id: 'fr4', side: 'fr', hex: '0402', str: 4, type: 'cavalry' },
      { id: 'fr5', side: 'fr', hex: '0406', str: 4, type: 'cavalry' },
    ],
  })

  test('it leaves the village, away from the French and towards its own line', () => {
    const after = applyAll(ctx, s, decide(ctx, s, 'ru', NORMAL))
    const h = (st: GameState, id: string): number => hexId(ctx.map, st.units[id]!.hex as string)
    const nearestFrench = (st: GameState): number =>
      Math.min(...['fr1', 'fr2', 'fr3', 'fr4', 'fr5'].map((f) => distance(ctx.map.geo, h(st, 'ru1'), h(s, f))))
    expect(after.units.ru1!.hex).not.toBe('0404')
    expect(nearestFrench(after)).toBeGreaterThan(nearestFrench(s))
    expect(distance(ctx.map.geo, h(after, 'ru1'), hexId(ctx.map, '1004'))).toBeLessThan(
      distance(ctx.map.geo, h(s, 'ru1'), hexId(ctx.map, '1004')),
    )
  })
})
