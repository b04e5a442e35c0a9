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

  test('the +4 is the unlimbered battery’s only: limbered, the two weigh the same', () => {
    expect(odds('cavalry', 6, true).pLoss).toBeCloseTo(odds('infantry', 7, true).pLoss, 9)
  })
})
