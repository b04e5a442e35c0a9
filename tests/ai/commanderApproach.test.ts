// A commander alone is captured by any enemy unit that comes next to him (CMD.5), across a forest's edge too, where
// no melee reaches him (CBT.4). The position's value (Hard's search) read his danger from the melee and fire reach
// alone and counted a commander left in such a hex as safe.
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { commanderStanding, commanderWorth } from '../../src/ai/commanderValue'
import { influenceOf } from '../../src/ai/influence'
import { hexId } from '../../src/engine/map/map'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

const ROW = '. . . . . . . . .'

describe('a commander alone in a forest the enemy can ride next to', () => {
  // Hex 0903 is a forest; a French cavalry division can end its move next to it, but cannot attack into it.
  const ctx = ctxOf(asciiMap({ rows: [ROW, ROW, '. . . . . . . . f', ROW, ROW] }))
  const at = (hex: string) =>
    testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'host', side: 'ru', hex: '0503', str: 2, corps: 'II' },
        { id: 'fr-cav', side: 'fr', hex: '0303', str: 4, type: 'cavalry' },
      ],
      commanders: [{ id: 'general', side: 'ru', hex, corps: 'II', rating: 2 }],
    })

  test('no melee reaches him there, but the enemy can come next to him', () => {
    const s = at('0903')
    const h = hexId(ctx.map, '0903')
    expect(analyse(ctx, s, 'ru').threat.fr[h]).toBe(0)
    expect(influenceOf(ctx, s, 'fr').approach[h]).toBe(1)
  })

  test('the position counts him as likely lost there', () => {
    const s = at('0903')
    const worth = commanderWorth(2, s.turn)
    expect(commanderStanding(analyse(ctx, s, 'ru'), 'ru', 1)).toBeCloseTo(0.2 * worth, 5)
  })
})

describe("a commander alone out of every enemy unit's way", () => {
  // The French cavalry at the west edge of a long map cannot come within two hexes of 2003 this phase.
  const long = '. . . . . . . . . . . . . . . . . . . .'
  const ctx = ctxOf(asciiMap({ rows: [long, long, long, long, long] }))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [{ id: 'fr-cav', side: 'fr', hex: '0103', str: 4, type: 'cavalry' }],
    commanders: [{ id: 'general', side: 'ru', hex: '2003', corps: 'II', rating: 2 }],
  })

  test('counts at his whole worth', () => {
    expect(influenceOf(ctx, s, 'fr').approach[hexId(ctx.map, '2003')]).toBe(0)
    expect(commanderStanding(analyse(ctx, s, 'ru'), 'ru', 1)).toBeCloseTo(commanderWorth(2, s.turn), 5)
  })
})
