// Where the computer puts its commanders when every choice has some risk (CMD.4–5): small hand-made positions,
// each decided by the AI's own entry point at every level.
// Scenes stand on turn 3, after the Hard Russians' opening line (frontLine.ts), which would place their units first.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import type { Setup } from '../../src/ai/attackSetup'
import { analyse } from '../../src/ai/board'
import { placeCommanders, RU_SETUP_CAPTURE } from '../../src/ai/commanderPlan'
import { captureChance } from '../../src/ai/commanderValue'
import { Work } from '../../src/ai/work'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import type { Side } from '../../src/engine/core/types'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const LEVELS = ['easy', 'normal', 'hard'] as const

/** Where the movement plan's last step (`placeCommanders`) puts `id`, with these attacks set up. */
function placedAt(ctx: Ctx, state: GameState, id: string, committed = new Map<string, Setup>()): string | null {
  const w = new Work(ctx, state)
  placeCommanders(analyse(ctx, state, state.side), w, committed, -1)
  return w.s.commanders[id]!.hex
}

describe('commanders alone do not share one hex', () => {
  // Three Russian army commanders stand alone together, their only unit far out of their reach (8 MP) and the
  // French far away: one French unit that came next to the hex would take all three (CMD.5).
  const ctx = ctxOf(openMap(26, 6))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      { id: 'ru1', side: 'ru', hex: '1603', str: 6 },
      { id: 'fr1', side: 'fr', hex: '2603', str: 6 },
    ],
    commanders: ['kutuzov', 'barclay', 'bagration'].map((id) => ({ id, side: 'ru' as const, hex: '0203', army: '1W' })),
  })

  test('the position is as described: the unit is out of their reach, the French far away', () => {
    const h = (code: string) => hexId(ctx.map, code)
    expect(distance(ctx.map.geo, h('0203'), h('1603'))).toBeGreaterThan(8)
    expect(distance(ctx.map.geo, h('0203'), h('2603'))).toBeGreaterThan(16)
  })

  test.each(LEVELS)('%s: they stand in three hexes', (level) => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level, seed: 5, budget: 2 }))
    const hexes = ['kutuzov', 'barclay', 'bagration'].map((id) => after.commanders[id]!.hex)
    expect(new Set(hexes).size).toBe(3)
  })
})

describe('a commander joins an attack from a unit the enemy can reach: French when it pays, Russian when it is also safe', () => {
  // The attacker stands next to a weak enemy unit it is set to attack, and an enemy unit can come next to it in the
  // enemy's turn. The other unit of the corps stands out of every enemy unit's reach. The commander, between them,
  // can reach either: with the attacker his rating helps one attack, and he is captured (CMD.5) if it is destroyed in
  // the enemy's turn. The French take that risk when it pays; the Russians, defending, only when that is unlikely.
  const ctx = ctxOf(openMap(16, 6))
  const position = (side: Side, threat: number): GameState => {
    const enemy = side === 'fr' ? 'ru' : 'fr'
    return testGame({
      side,
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'attacker', side, hex: '0603', str: 6, corps: 'II' },
        { id: 'safe', side, hex: '1403', str: 6, corps: 'II' },
        { id: 'weak', side: enemy, hex: '0503', str: 2 },
        { id: 'strong', side: enemy, hex: '0303', str: threat },
      ],
      commanders: [{ id: 'general', side, hex: '1003', corps: 'II', rating: 3 }],
    })
  }
  const capture = (side: Side, threat: number): number => {
    const state = position(side, threat)
    return captureChance(analyse(ctx, state, side), state.units.attacker!, hexId(ctx.map, '0603'), 3)
  }
  // The attack as the movement plan commits it: his rating would add a point and a half to its value.
  const generalAt = (side: Side, threat: number): string | null => {
    const state = position(side, threat)
    const attack: Setup = {
      target: state.units.weak!,
      moves: [],
      batteries: [],
      value: 2,
      bonus: (rating) => rating / 2,
      pAE: 0,
      pPushed: 0,
    }
    return placedAt(ctx, state, 'general', new Map([['attacker', attack]]))
  }

  test('the position is as described: the enemy can reach the attacker, not the other unit', () => {
    for (const side of ['fr', 'ru'] as const) {
      const b = analyse(ctx, position(side, 10), side)
      expect(b.threat[b.enemy][hexId(ctx.map, '0603')]).toBeGreaterThan(0)
      expect(b.threat[b.enemy][hexId(ctx.map, '1403')]).toBe(0)
    }
  })

  test('the French commander goes with the attacker, though it may well be destroyed', () => {
    expect(capture('fr', 26)).toBeGreaterThan(RU_SETUP_CAPTURE)
    expect(generalAt('fr', 26)).toBe('0603')
  })

  test('the Russian commander goes with the attacker when it is unlikely to be destroyed', () => {
    expect(capture('ru', 10)).toBeLessThan(RU_SETUP_CAPTURE)
    expect(generalAt('ru', 10)).toBe('0603')
  })

  test('the Russian commander goes to the safe unit when the attacker is likely to be destroyed', () => {
    expect(capture('ru', 20)).toBeGreaterThan(RU_SETUP_CAPTURE)
    expect(generalAt('ru', 20)).toBe('1403')
  })
})

describe('a commander prefers a unit in the enemy’s reach to standing alone within three hexes of him', () => {
  // A narrow field: fr1 is pinned in ru1's zone (ZOC), so it seems unable to reach any hex but its neighbours, yet
  // our own combat may free it. Every hex Kutuzov could stand on alone lies within three hexes of it; one French
  // move and he is taken (CMD.5). With ru1, in French reach, he is lost only if ru1 is destroyed.
  const ctx = ctxOf(openMap(4, 3))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      { id: 'ru1', side: 'ru', hex: '0202', str: 8 },
      { id: 'fr1', side: 'fr', hex: '0102', str: 3 },
    ],
    commanders: [{ id: 'kutuzov', side: 'ru', hex: '0403', army: '1W', rating: 3 }],
  })

  test('the position is as described: no hex is more than three from fr1', () => {
    const h = hexId(ctx.map, '0102')
    for (let x = 0; x < ctx.map.geo.n; x++) expect(distance(ctx.map.geo, h, x)).toBeLessThanOrEqual(3)
  })

  test('he goes to ru1', () => {
    expect(placedAt(ctx, s, 'kutuzov')).toBe('0202')
  })
})

describe('a battery is a commander’s last choice among equal units', () => {
  // Bagration stands with a battery; an infantry unit of his corps stands beside it, as far from the French, and
  // both are out of every French unit's reach. A defeated battery is destroyed with nowhere to go (CBT.9).
  const ctx = ctxOf(openMap(16, 6))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      { id: 'guns', side: 'ru', hex: '1203', str: 4, type: 'artillery', corps: 'II' },
      { id: 'foot', side: 'ru', hex: '1204', str: 4, corps: 'II' },
      { id: 'fr1', side: 'fr', hex: '0103', str: 6 },
    ],
    commanders: [{ id: 'bagration', side: 'ru', hex: '1203', corps: 'II', rating: 3 }],
  })

  test('the position is as described: both units out of reach, as far from the French', () => {
    const b = analyse(ctx, s, 'ru')
    for (const hex of ['1203', '1204']) expect(b.threat.fr[hexId(ctx.map, hex)]).toBe(0)
    expect(b.enemyDist[hexId(ctx.map, '1203')]).toBe(b.enemyDist[hexId(ctx.map, '1204')])
  })

  test('in the French reach, his capture with a battery is counted at least one time in three', () => {
    // Both units in the French reach, with little real danger: the battery's floor shows, the infantry's odds do.
    const near = testGame({
      side: 'ru',
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'guns', side: 'ru', hex: '0403', str: 4, type: 'artillery', corps: 'II' },
        { id: 'foot', side: 'ru', hex: '0404', str: 8, corps: 'II' },
        { id: 'fr1', side: 'fr', hex: '0103', str: 1 },
      ],
    })
    const b = analyse(ctx, near, 'ru')
    expect(captureChance(b, near.units.guns!, hexId(ctx.map, '0403'), 0)).toBe(0.35)
    expect(captureChance(b, near.units.foot!, hexId(ctx.map, '0404'), 0)).toBeLessThan(0.35)
  })

  test('he goes to the infantry', () => {
    expect(placedAt(ctx, s, 'bagration')).toBe('1204')
  })
})

describe('a commander alone keeps out of two hexes of where the enemy can come', () => {
  // Kutuzov stands alone eight hexes from a French cavalry division (6 MP on open ground): it can come next to a hex
  // next to his, and a retreat or an advance after combat would bring it next to him (CMD.5). His only unit is far
  // out of his reach.
  const ctx = ctxOf(openMap(30, 5))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      { id: 'ru1', side: 'ru', hex: '3003', str: 6 },
      { id: 'fr-cav', side: 'fr', hex: '0103', str: 4, type: 'cavalry' },
    ],
    commanders: [{ id: 'kutuzov', side: 'ru', hex: '0903', army: '1W', rating: 3 }],
  })
  const from = (code: string) => distance(ctx.map.geo, hexId(ctx.map, code), hexId(ctx.map, '0103'))

  test('the position is as described: eight hexes from the cavalry, nine out of its two-hex margin', () => {
    const b = analyse(ctx, s, 'ru')
    expect(from('0903')).toBe(8)
    expect(b.contact.fr[hexId(ctx.map, '0803')]).toBeGreaterThan(0)
    expect(b.contact.fr[hexId(ctx.map, '0903')]).toBe(0)
  })

  test('he steps back out of it', () => {
    expect(from(placedAt(ctx, s, 'kutuzov')!)).toBeGreaterThan(8)
  })
})
