// A battery's fire is read from where it can move to and fire from next phase (MOVE.7: limber, move, unlimber, fire),
// not only from where it stands (influence.ts, batteryFire.ts). A unit in a forest (no melee into it, CBT.4) next to
// the enemy with no room behind it looked safe until the guns came up (a wargamer's game: a pocket lost 27 points).
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { analyse } from '../../src/ai/board'
import { dangerOdds, retreatRoom } from '../../src/ai/position'
import { levelParams } from '../../src/ai/types'
import { hexId } from '../../src/engine/map/map'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, play, testGame, type TestUnit } from '../helpers/testGame'

describe('a unit in a forest with no room behind it leaves before the guns come up', () => {
  // A Russian division in a forest (0702), a French one next to it (0602), French cavalry able to ride behind it
  // (so no hex behind it counts as room, position.ts retreatRoom). `guns` limbered French batteries stand six hexes
  // west: out of range as they stand, in range once they move four hexes.
  const ctx = ctxOf(
    asciiMap({
      rows: [
        '. . . . . . . . . . . .',
        '. . . . . . f . . . . .',
        '. . . . . . . . . . . .',
        '. . . . . . . . . . . .',
      ],
    }),
  )
  const position = (guns: number): GameState => {
    const units: TestUnit[] = [
      { id: 'ru1', side: 'ru', hex: '0702', str: 5 },
      { id: 'fr1', side: 'fr', hex: '0602', str: 6 },
      { id: 'frC', side: 'fr', type: 'cavalry', hex: '0404', str: 4 },
    ]
    for (let g = 1; g <= guns; g++)
      units.push({ id: `guns${g}`, side: 'fr', type: 'artillery', hex: `010${g}`, str: 8, limbered: true })
    return testGame({ side: 'ru', phase: 'movement', units })
  }
  const forest = hexId(ctx.map, '0702')
  const normal = { level: 'normal' as const, seed: 5 }
  // Normal's own knobs but for the one reading: the guns where they stand (Easy's reading).
  const standing = { ...normal, params: { ...levelParams('normal', 'ru'), gunsMove: false } }

  test('as the guns stand, the forest is safe; where they can fire from, it is not', () => {
    const s = position(2)
    const moving = analyse(ctx, s, 'ru')
    const still = analyse(ctx, s, 'ru', 'ru', false)
    expect(retreatRoom(moving, forest, 'ru1')).toBe(0)
    expect(dangerOdds(still, s.units.ru1!, forest).pLoss).toBe(0)
    expect(dangerOdds(moving, s.units.ru1!, forest).pLoss).toBeGreaterThan(0.3)
  })

  test('with the guns able to come up, it steps out, away from them', () => {
    const s = position(2)
    const after = play(ctx, s, ...decide(ctx, s, 'ru', normal))
    expect(after.units.ru1!.hex).not.toBe('0702')
    expect(Number(after.units.ru1!.hex!.slice(0, 2))).toBeGreaterThan(7)
  })

  test('reading the guns where they stand, it stays', () => {
    const s = position(2)
    expect(play(ctx, s, ...decide(ctx, s, 'ru', standing)).units.ru1!.hex).toBe('0702')
  })

  test('with no guns it stays too: the forest is the best ground', () => {
    const s = position(0)
    expect(play(ctx, s, ...decide(ctx, s, 'ru', normal)).units.ru1!.hex).toBe('0702')
  })
})

describe('where a battery can fire from next phase', () => {
  const ctx = ctxOf(
    asciiMap({ rows: ['. . . . . . . . . . . .', '. . . . . . . . . . . .', '. . . . . . . . . . . .'] }),
  )
  const position = (guns: { hex: string; limbered: boolean }, ruHex: string): GameState =>
    testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'guns', side: 'fr', type: 'artillery', str: 8, ...guns },
        { id: 'ru1', side: 'ru', hex: ruHex, str: 5 },
      ],
    })
  const threatAt = (s: GameState, hex: string): number => analyse(ctx, s, 'ru').threat.fr[hexId(ctx.map, hex)]!

  test('unlimbered and free, it reaches a hex five off (2 MP left after limbering, MOVE.7); in a zone, it does not (ZOC.4)', () => {
    // The Russian unit behind the battery gives it a zone without standing in its way east.
    expect(threatAt(position({ hex: '0302', limbered: false }, '1102'), '0802')).toBeGreaterThan(0)
    expect(threatAt(position({ hex: '0302', limbered: false }, '0202'), '0802')).toBe(0)
  })

  test('six hexes off, only a limbered battery reaches: limbering costs the unlimbered one 2 of its MP', () => {
    expect(threatAt(position({ hex: '0102', limbered: true }, '1202'), '0702')).toBeGreaterThan(0)
    expect(threatAt(position({ hex: '0102', limbered: false }, '1202'), '0702')).toBe(0)
  })
})

describe('Easy reads the guns where they stand', () => {
  test('its level knobs say so; Normal and Hard read them where they can move to', () => {
    expect(levelParams('easy', 'ru').gunsMove).toBe(false)
    expect(levelParams('easy', 'fr').gunsMove).toBe(false)
    expect(levelParams('normal', 'ru').gunsMove).toBe(true)
    expect(levelParams('hard', 'ru').gunsMove).toBe(true)
  })
})
