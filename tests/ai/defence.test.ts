// Defence as a plan (issue 29): the Russian line closes its gaps, and a unit that would be destroyed standing pulls
// back, on small hand-made positions.
// Scenes stand on turn 3, after the Hard Russians' opening line (frontLine.ts), which would place their units first.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { analyse } from '../../src/ai/board'
import { retreatRoom } from '../../src/ai/position'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'
import { outpostCtx, outpostSpec } from './outpost'

const NORMAL = { level: 'normal' as const, seed: 5 }

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
    turn: 3,
    units: [
      ...line,
      { id: 'ruR', side: 'ru', hex: '0805', str: 6 },
      { id: 'fr1', side: 'fr', hex: '0303', str: 5 },
      { id: 'fr2', side: 'fr', hex: '0304', str: 5 },
      { id: 'fr3', side: 'fr', hex: '0305', str: 5 },
    ],
  })

  test('the reserve takes the open hex between the villages and every village stays held', () => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    expect(russianAt(after, '0605')).toBe(true)
    // The whole ridge is held, by the reserve in the open hex: no village is given up to close the gap.
    for (let r = 1; r <= 9; r++) expect(russianAt(after, `060${r}`)).toBe(true)
    expect(after.units.ruR!.hex).toBe('0605')
  })
})

describe('a unit that would be destroyed standing pulls back', () => {
  // The outpost position (outpost.ts): a weak unit on a village ahead of its line, French cavalry able to ride round.
  const ctx = outpostCtx
  const s = testGame(outpostSpec)

  test('it leaves the village, away from the French and towards its own line', () => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
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

describe('batteries in range do not drive a line off good ground', () => {
  // Five Russian divisions hold a ridge of villages on high ground (column 5) with a redoubt in its middle (0505).
  // Three French divisions stand four hexes west, two French batteries two hexes west: the batteries' fire reaches
  // the ground behind the ridge, but no French unit can come next to it this turn (the ridge's zones stop them), so
  // a defeated defender still has room to retreat (CBT.10). Judging that ground closed by fire emptied the ridge.
  const rows = Array.from({ length: 9 }, (_, r) => (r === 4 ? '. . . . c3 . . . . .' : '. . . . v2 . . . . .'))
  const ctx = ctxOf(asciiMap({ rows, redoubts: [{ hex: '0505', fronts: ['NW', 'SW'] }] }))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      ...[3, 4, 5, 6, 7].map((r) => ({ id: `ru${r}`, side: 'ru' as const, hex: `050${r}`, str: 4 })),
      { id: 'frA1', side: 'fr', hex: '0304', str: 4, type: 'artillery' },
      { id: 'frA2', side: 'fr', hex: '0306', str: 4, type: 'artillery' },
      ...[4, 5, 6].map((r) => ({ id: `fr${r}`, side: 'fr' as const, hex: `010${r}`, str: 5 })),
    ],
  })

  test('the ridge and its redoubt are held', () => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    for (const r of [3, 4, 5, 6, 7]) expect(russianAt(after, `050${r}`)).toBe(true)
  })
})

describe('a battery fires from behind the line, not from in front of it or in it', () => {
  // Four Russian divisions and a battery (0505) form a line in column 5 on open ground; behind it all is empty.
  // The battery is the weakest defender in a melee and, wedged in the line, has no room to retreat: a D1 is its end.
  const ctx = ctxOf(openMap(10, 9))
  const scene = (french: string[]) =>
    testGame({
      side: 'ru',
      phase: 'movement',
      turn: 3,
      units: [
        ...[3, 4, 6, 7].map((r) => ({ id: `ru${r}`, side: 'ru' as const, hex: `050${r}`, str: 8 })),
        { id: 'ruA', side: 'ru', hex: '0505', str: 5, type: 'artillery' },
        ...french.map((h, i) => ({ id: `fr${i}`, side: 'fr' as const, hex: h, str: 8 })),
      ],
    })
  const column = (hex: string | null): number => Number(hex!.slice(0, 2))

  test('with the French four hexes off, it does not step out in front of the line to fire', () => {
    const s = scene(['0104', '0105'])
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    expect(column(after.units.ruA!.hex)).toBeGreaterThanOrEqual(5)
  })

  test('with three divisions able to reach it, it leaves the line for the ground behind', () => {
    const s = scene(['0204', '0205', '0206'])
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    expect(column(after.units.ruA!.hex)).toBeGreaterThan(5)
    expect(after.units.ruA!.limbered).toBe(false)
  })
})

describe('a battery is not left in front when its line falls back', () => {
  // Four weak divisions (4) hold column 5 on open ground with a battery behind the middle (0605); four French
  // divisions (10) stand three hexes west. The line falls back past the battery: placed on the board the phase began
  // with, the battery was judged safe behind its infantry and stayed, the new front line.
  const ctx = ctxOf(openMap(10, 9))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      ...[3, 4, 5, 6].map((r) => ({ id: `ru${r}`, side: 'ru' as const, hex: `050${r}`, str: 4 })),
      { id: 'ruA', side: 'ru', hex: '0605', str: 5, type: 'artillery' },
      ...[3, 4, 5, 6].map((r) => ({ id: `fr${r}`, side: 'fr' as const, hex: `020${r}`, str: 10 })),
    ],
  })

  test.each(['normal', 'hard'] as const)('%s: no French unit can come next to it after the Russian move', (level) => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level, seed: 5, budget: 4 }))
    // The French reach as the Russian units now stand (their zones stop it).
    const b = analyse(ctx, after, 'ru')
    expect(b.contact.fr[hexId(ctx.map, after.units.ruA!.hex as string)]).toBe(0)
    expect(after.units.ruA!.limbered).toBe(false)
  })
})

describe('a unit beside a battery is not left in front when the line steps back', () => {
  // On open ground a division (6) stands in front at 0504, another (4) at 0603 beside a battery (0604); French
  // divisions of 10 and 8 can reach them. The front division falls back first (it is in most danger) and the
  // battery goes back behind the line. Judged on the board the phase began with — the front division's zone still
  // shutting the French out, the ground behind still empty — the division beside the battery stayed: the new front,
  // with the battery and the other division on the ground behind it, no retreat hex (CBT.9–10), an even chance to be
  // destroyed. Judged on the board as the line will stand, it goes back with them.
  const ctx = ctxOf(openMap(10, 9))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      { id: 'ruA', side: 'ru', hex: '0604', str: 5, type: 'artillery' },
      { id: 'ru0', side: 'ru', hex: '0603', str: 4 },
      { id: 'ru1', side: 'ru', hex: '0504', str: 6 },
      { id: 'fr0', side: 'fr', hex: '0207', str: 8 },
      { id: 'fr1', side: 'fr', hex: '0103', str: 10 },
    ],
  })

  test('no Russian unit ends where a French unit can come next to it with no retreat hex behind it', () => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    const b = analyse(ctx, after, 'ru')
    for (const id of ['ruA', 'ru0', 'ru1']) {
      const h = hexId(ctx.map, after.units[id]!.hex as string)
      if (b.contact.fr[h]! > 0) expect(retreatRoom(b, h, id), id).toBeGreaterThan(0)
    }
    expect(after.units.ru0!.hex).not.toBe('0603')
    expect(after.units.ruA!.limbered).toBe(false)
  })
})
