// Where the computer puts its commanders when every choice has some risk (CMD.4–5): small hand-made positions,
// each decided by the AI's own entry point at every level.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import type { Setup } from '../../src/ai/attackSetup'
import { analyse } from '../../src/ai/board'
import { placeCommanders } from '../../src/ai/commanderPlan'
import { Work } from '../../src/ai/work'
import type { GameState } from '../../src/engine/core/state'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const LEVELS = ['easy', 'normal', 'hard'] as const

describe('commanders alone do not share one hex', () => {
  // Three Russian army commanders stand alone together, their only unit far out of their reach (8 MP) and the
  // French far away: one French unit that came next to the hex would take all three (CMD.5).
  const ctx = ctxOf(openMap(26, 6))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
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

describe('a Russian commander joins a counter-attack only from a safe unit', () => {
  // ru1 is set to attack the weak French fr1 next to it, and the strong French fr2 can come next to it in the
  // French turn. ru2, of the same corps, stands out of every French unit's reach. Bagration, between them, can reach
  // either: with ru1 his rating helps one attack, and he is captured (CMD.5) if ru1 is destroyed in the French turn.
  const ctx = ctxOf(openMap(16, 6))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      { id: 'ru1', side: 'ru', hex: '0603', str: 6, corps: 'II' },
      { id: 'ru2', side: 'ru', hex: '1403', str: 6, corps: 'II' },
      { id: 'fr1', side: 'fr', hex: '0503', str: 2 },
      { id: 'fr2', side: 'fr', hex: '0303', str: 10 },
    ],
    commanders: [{ id: 'bagration', side: 'ru', hex: '1003', corps: 'II', rating: 3 }],
  })
  // The attack as the movement plan commits it: his rating would add a point and a half to its value.
  const attack = (state: GameState): Setup => ({
    target: state.units.fr1!,
    moves: [],
    batteries: [],
    value: 2,
    bonus: (rating) => rating / 2,
    pAE: 0,
    pPushed: 0,
  })
  const placedAt = (state: GameState): string | null => {
    const w = new Work(ctx, state)
    placeCommanders(analyse(ctx, state, 'ru'), w, new Map([['ru1', attack(state)]]), -1)
    return w.s.commanders.bagration!.hex
  }

  test('the position is as described: the French can reach ru1, not ru2', () => {
    const b = analyse(ctx, s, 'ru')
    expect(b.threat.fr[hexId(ctx.map, '0603')]).toBeGreaterThan(0)
    expect(b.threat.fr[hexId(ctx.map, '1403')]).toBe(0)
  })

  test('he goes to ru2', () => {
    expect(placedAt(s)).toBe('1403')
  })
})
