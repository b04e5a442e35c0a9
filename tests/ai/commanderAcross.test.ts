// A commander alone is taken by any enemy unit that comes next to him (CMD.5), though a forest stops its melee
// (CBT.4): the melee reach alone read such a hex as safe, and three Russian commanders left alone in them were taken
// in one Hard against Hard game.
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { placeCommanders } from '../../src/ai/commanderPlan'
import { influenceOf } from '../../src/ai/influence'
import { Work } from '../../src/ai/work'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { hexId } from '../../src/engine/map/map'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

function placedAt(ctx: Ctx, state: GameState, id: string): string | null {
  const w = new Work(ctx, state)
  placeCommanders(analyse(ctx, state, state.side), w, new Map(), -1)
  return w.s.commanders[id]!.hex
}

describe('a commander alone is not left in a forest the enemy can come next to', () => {
  // A forest hex (0903) at the east edge; everything else open and within a French cavalry division's reach, which can end
  // its move next to the forest. The commander's only unit, a weak one, stands where the French can attack it.
  const ctx = ctxOf(
    asciiMap({
      rows: ['. . . . . . . . .', '. . . . . . . . .', '. . . . . . . . f', '. . . . . . . . .', '. . . . . . . . .'],
    }),
  )
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      { id: 'host', side: 'ru', hex: '0503', str: 2, corps: 'II' },
      { id: 'fr-cav', side: 'fr', hex: '0303', str: 4, type: 'cavalry' },
    ],
    commanders: [{ id: 'general', side: 'ru', hex: '0903', corps: 'II', rating: 2 }],
  })

  test('the position is as described: no melee reaches the forest, but the cavalry can come next to it', () => {
    const b = analyse(ctx, s, 'ru')
    const h = hexId(ctx.map, '0903')
    expect(b.threat.fr[h]).toBe(0)
    expect(influenceOf(ctx, s, 'fr').standable[hexId(ctx.map, '0803')]).toBe(1)
  })

  test('he leaves it for his unit, whose danger he shares', () => {
    expect(placedAt(ctx, s, 'general')).toBe('0503')
  })
})
