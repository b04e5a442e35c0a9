// A battery's danger as the rules make it (CBT.6): an unlimbered battery is +4 against an attack with infantry, and
// nothing against cavalry alone. The computer read it as +2 against anything, and so left batteries where enemy
// cavalry could ride up to them (a reported game).
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { dangerOdds } from '../../src/ai/position'
import { hexId } from '../../src/engine/map/map'
import type { UnitType } from '../../src/engine/core/types'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

const ctx = ctxOf(asciiMap({ rows: Array.from({ length: 9 }, () => '. . . . . . . . . .') }))

describe('the danger to an unlimbered battery depends on what can reach it', () => {
  // A Russian battery alone at 0605; one French unit three hexes west that can come next to it. Cavalry 6 (its
  // threat counts one more for its speed) and infantry 7 weigh the same in the enemy's influence map.
  const odds = (type: UnitType, str: number, limbered = false) => {
    const s = testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'ruA', side: 'ru', hex: '0605', str: 5, type: 'artillery', limbered },
        { id: 'fr1', side: 'fr', hex: '0305', str, type },
      ],
    })
    const b = analyse(ctx, s, 'ru')
    return dangerOdds(b, s.units.ruA!, hexId(ctx.map, '0605'))
  }

  test('cavalry, which meets no +4, is the greater danger', () => {
    expect(odds('cavalry', 6).pLoss).toBeGreaterThan(odds('infantry', 7).pLoss)
  })

  test('infantry that adds nothing to the worse attack adds nothing to the danger', () => {
    // Two cavalry divisions (6, each counted 7) against the battery as it is: 0.7 × 14 − 5 ≈ +5. With infantry (6)
    // too, everything against it +4: 0.7 × 20 − 9 = +5, no worse; the cavalry's part is not counted at full weight.
    const at = (french: Array<{ type: UnitType; hex: string }>) => {
      const s = testGame({
        side: 'ru',
        phase: 'movement',
        units: [
          { id: 'ruA', side: 'ru', hex: '0605', str: 5, type: 'artillery' },
          ...french.map((f, i) => ({ id: `fr${i}`, side: 'fr' as const, hex: f.hex, str: 6, type: f.type })),
        ],
      })
      return dangerOdds(analyse(ctx, s, 'ru'), s.units.ruA!, hexId(ctx.map, '0605')).pLoss
    }
    const horse = [
      { type: 'cavalry' as const, hex: '0304' },
      { type: 'cavalry' as const, hex: '0306' },
    ]
    expect(at([...horse, { type: 'infantry', hex: '0305' }])).toBeCloseTo(at(horse), 9)
  })

  test('the +4 is the unlimbered battery’s only: limbered, the two weigh the same', () => {
    expect(odds('cavalry', 6, true).pLoss).toBeCloseTo(odds('infantry', 7, true).pLoss, 9)
  })
})
