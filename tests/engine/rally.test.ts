import { describe, expect, test } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import { mustAttack } from '../../src/engine/combat/queries'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestCommander, type TestUnit } from '../helpers/testGame'
import type { Nationality, Side } from '../../src/engine/core/types'
import { ofType, ok, refused, withDice } from './cbtHelpers'

const open = ctxOf(openMap(5, 6))
const rallyGame = (side: Side, nationality: Nationality, dice: number[], commanders: TestCommander[] = []) =>
  withDice(
    testGame({
      phase: 'rally',
      side,
      units: [{ id: 'u', side, hex: '0303', nationality, demoralized: true, corps: 'C' }],
      commanders,
    }),
    dice,
  )

describe('RALLY.2 thresholds by nationality', () => {
  const cases: Array<[Side, Nationality, number, boolean]> = [
    ['ru', 'russian', 1, false],
    ['ru', 'russian', 2, true],
    ['fr', 'french', 2, false],
    ['fr', 'french', 3, true],
    ['fr', 'italian', 3, false],
    ['fr', 'italian', 4, true],
    ['fr', 'polish', 3, false],
    ['fr', 'german', 4, true],
  ]
  for (const [side, nat, die, rallies] of cases) {
    test(`RALLY.2 ${nat} on a ${die} ${rallies ? 'rallies' : 'stays demoralized'}`, () => {
      const r = ok(open, rallyGame(side, nat, [die]), { type: 'rally' })
      expect(r.state.units.u!.demoralized).toBe(!rallies)
      expect(ofType(r.events, rallies ? 'rallied' : 'rally-failed')[0]).toMatchObject({ unit: 'u', die })
      expect(r.state.phase).toBe('movement')
    })
  }
  test('RALLY.2 ending the rally phase rolls the rally too (nothing is skipped)', () => {
    const r = ok(open, rallyGame('ru', 'russian', [2]), { type: 'endPhase' })
    expect(r.state.units.u!.demoralized).toBe(false)
  })
  test('RALLY.2 the rally command is refused outside the rally phase', () => {
    const s = { ...rallyGame('ru', 'russian', [2]), phase: 'movement' as const }
    expect(refused(open, s, { type: 'rally' }).rule).toBe('RALLY.2')
  })
  test('CMD.3 RALLY.2 with a commander of its command stacked: +1 to the roll', () => {
    const withCmd = rallyGame('fr', 'italian', [3], [{ id: 'eug', side: 'fr', hex: '0303', corps: 'C' }])
    const r = ok(open, withCmd, { type: 'rally' })
    expect(ofType(r.events, 'rallied')[0]).toMatchObject({ die: 3, bonus: 1, need: 4 })
    const otherCorps = rallyGame('fr', 'italian', [3], [{ id: 'dav', side: 'fr', hex: '0303', corps: 'I' }])
    expect(ok(open, otherCorps, { type: 'rally' }).state.units.u!.demoralized).toBe(true)
  })
})

describe('RALLY.1 demoralized units', () => {
  test('RALLY.1 a demoralized unit has no zone of control and does not attack', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', hex: '0303', demoralized: true },
      { id: 'ru1', side: 'ru', hex: '0304', demoralized: true },
    ]
    const s = testGame({ phase: 'combat', units })
    expect(mustAttack(open, s)).toEqual([])
    expect(refused(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).rule).toBe('CBT.2')
    expect(apply(open, s, { type: 'endPhase' }).ok).toBe(true)
  })
})
