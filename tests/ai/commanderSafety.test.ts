// Commanders kept out of the enemy's way (issue 29, CMD.4–5): small hand-made positions, each decided by the AI's
// own entry point.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const LEVELS = ['normal', 'hard'] as const

describe('a commander alone heads for a unit out of the enemy’s reach', () => {
  // Tuchkov's corps is gone; he stands alone in the middle of a long open strip, far from the French at its west
  // end and out of their reach. The only Russian unit, ru1, is at the east end, sixteen hexes off: more than a
  // commander's eight movement points. Waiting where he is, he can join no unit next phase either.
  const ctx = ctxOf(openMap(32, 3))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      { id: 'fr1', side: 'fr', hex: '0102', str: 6 },
      { id: 'ru1', side: 'ru', hex: '3202', str: 6, corps: 'II' },
    ],
    commanders: [{ id: 'tuchkov', side: 'ru', hex: '1602', corps: 'III', rating: 2 }],
  })
  const d = (a: string, b: string): number => distance(ctx.map.geo, hexId(ctx.map, a), hexId(ctx.map, b))

  test.each(LEVELS)('%s: he moves towards ru1, within a move of it', (level) => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level, seed: 3, budget: 2 }))
    const c = after.commanders.tuchkov!
    expect(c.status).toBe('active')
    expect(d(c.hex!, after.units.ru1!.hex!)).toBeLessThanOrEqual(4)
  })
})

describe('commanders do not crowd onto one unit the enemy can reach', () => {
  // Three corps commanders whose corps are gone stand with ru1; the whole strip is in the reach of the French
  // cavalry, so no hex alone is safe and every Russian unit may be attacked. ru1 is the least endangered, but a
  // unit holding three commanders draws the French attack (its commanders are captured with it, CMD.5).
  const ctx = ctxOf(openMap(7, 4))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      { id: 'fr1', side: 'fr', hex: '0102', str: 6, type: 'cavalry' },
      { id: 'fr2', side: 'fr', hex: '0103', str: 6, type: 'cavalry' },
      { id: 'ru1', side: 'ru', hex: '0602', str: 9, corps: 'II' },
      { id: 'ru2', side: 'ru', hex: '0603', str: 5, corps: 'II' },
      { id: 'ru3', side: 'ru', hex: '0701', str: 5, corps: 'II' },
    ],
    commanders: ['tuchkov', 'borozdin', 'kreutz'].map((id, i) => ({
      id,
      side: 'ru' as const,
      hex: '0602',
      corps: ['III', 'VIII', 'cav-III'][i]!,
      rating: 2,
    })),
  })

  test.each(LEVELS)('%s: they stand with different units', (level) => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level, seed: 3, budget: 2 }))
    const hexes = ['tuchkov', 'borozdin', 'kreutz'].map((id) => after.commanders[id]!.hex)
    for (const h of hexes) expect(Object.values(after.units).some((u) => u.side === 'ru' && u.hex === h)).toBe(true)
    expect(new Set(hexes).size).toBeGreaterThan(1)
  })
})
