// The overlays' odds (coach/optionOdds, coach/rankedOptions): each option of "where to attack" and "threats"
// rated by the engine's own resolution on the board, blocked retreats counted as destruction (CBT.9).
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { attackConsequences } from '../../src/engine/coach/consequences'
import { fractionValue } from '../../src/engine/coach/fraction'
import { optionOdds, stagedFor, type RatedOption } from '../../src/engine/coach/optionOdds'
import { rankedAttacks, rankedThreats, rankOptions, threatGrade } from '../../src/engine/coach/rankedOptions'
import { attackOptions } from '../../src/engine/combat/attackOptions'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'

const open = ctxOf(openMap(5, 6))
const wide = ctxOf(openMap(8, 9))

// ru1 is attacked from the north by fr1 and from the south by fr2, whose zones hold every hex behind it.
const pocket: TestUnit[] = [
  { id: 'fr1', side: 'fr', hex: '0303', str: 4 },
  { id: 'fr2', side: 'fr', hex: '0305', str: 1 },
  { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
]

describe('optionOdds: the defender destroyed on this board', () => {
  test('CBT.9: a D1 with no retreat open counts as destroyed, as the engine resolves it', () => {
    const s = testGame({ phase: 'combat', units: pocket })
    const o = at(attackOptions(open, s), 0)
    expect(o).toMatchObject({ target: 'ru1', diff: 1, pDestroy: 0, pRetreat: 0.5, needsMove: false })
    const odds = optionOdds(open, s, o, 'fr')
    // +1…+2: D1 on 4–6, A1 on 1–3. Every D1 destroys ru1 (4 points); the attackers' A1 retreat is open.
    expect(odds).toEqual({ destroyed: 0.5, pushedBack: 0, lost: { attacker: 0, defender: 2 }, exact: true })
    const q = attackConsequences(open, s, { defender: 'ru1', attackers: ['fr1', 'fr2'] })
    if (!q.ok) throw new Error(q.refusal.code)
    expect(odds.destroyed).toBe(fractionValue(q.consequences.defender.destroyed))
  })

  test('CBT.10: with a retreat open the same result only pushes the defender back', () => {
    const s = testGame({
      phase: 'combat',
      units: [at(pocket, 0), { ...at(pocket, 2) }, { id: 'fr3', side: 'fr', hex: '0106', str: 1 }],
    })
    const o = at(attackOptions(open, s), 0)
    expect(o.attackers.map((a) => a.unit)).toEqual(['fr1'])
    const odds = optionOdds(open, s, o, 'fr')
    expect(odds.exact).toBe(true)
    expect(odds.destroyed).toBe(o.pDestroy)
    expect(odds.pushedBack).toBe(o.pRetreat)
    expect(odds.pushedBack).toBeGreaterThan(0)
  })

  test('movement phase: an option whose units must first move is resolved with them on their hexes, in combat', () => {
    // fr1 must walk from 0301 to 0303 to close the pocket; fr2 already holds the south.
    const s = testGame({ phase: 'movement', units: [{ ...at(pocket, 0), hex: '0301' }, at(pocket, 1), at(pocket, 2)] })
    const o = at(attackOptions(open, s), 0)
    expect(o.needsMove).toBe(true)
    const staged = stagedFor(s, o, 'fr')
    expect(staged.phase).toBe('combat')
    expect(staged.units.fr1?.hex).toBe(o.attackers.find((a) => a.unit === 'fr1')?.from)
    const q = attackConsequences(open, staged, { defender: 'ru1', attackers: o.attackers.map((a) => a.unit) })
    if (!q.ok) throw new Error(q.refusal.code)
    const odds = optionOdds(open, s, o, 'fr')
    expect(odds.exact).toBe(true)
    expect(odds.destroyed).toBe(fractionValue(q.consequences.defender.destroyed))
    expect(odds.destroyed).toBeGreaterThan(o.pDestroy)
  })
})

describe('threat grades and the ranking', () => {
  test('grades: low under 10 %, risk 10 % to under 40 %, danger 40–75 %, lost over 75 %', () => {
    expect([0, 0.0999, 0.1, 0.3999, 0.4, 0.5, 0.75, 0.7501, 1].map(threatGrade)).toEqual([
      'low',
      'low',
      'risk',
      'risk',
      'danger',
      'danger',
      'danger',
      'lost',
      'lost',
    ])
  })

  test('threats: a unit caught in a pocket is graded above one that can step back (CBT.9)', () => {
    // The French to move: ru1 and ru2 threaten fr1 (pocketed between them) next turn, and fr2 in the open.
    const s = testGame({
      side: 'fr',
      phase: 'movement',
      units: [
        { id: 'ru1', side: 'ru', hex: '0303', str: 4 },
        { id: 'ru2', side: 'ru', hex: '0305', str: 1 },
        { id: 'fr1', side: 'fr', hex: '0304', str: 4 },
        { id: 'fr2', side: 'fr', hex: '0708', str: 4 },
        { id: 'ru3', side: 'ru', hex: '0706', str: 4 },
      ],
    })
    const threats = rankedThreats(wide, s)
    expect(threats.map((o) => o.target)).toEqual(['fr1', 'fr2'])
    const [pocketed, free] = threats as [RatedOption, RatedOption]
    expect(pocketed.odds.destroyed).toBeGreaterThan(free.odds.destroyed)
    expect(threatGrade(pocketed.odds.destroyed)).not.toBe(threatGrade(free.odds.destroyed))
  })

  test('attacks are ranked by the chance to destroy, then by the exchange of strength points', () => {
    const o = (target: string, destroyed: number, defender: number, attacker: number): RatedOption =>
      ({ target, odds: { destroyed, pushedBack: 0, lost: { attacker, defender }, exact: true } }) as RatedOption
    const ranked = rankOptions([o('a', 0.2, 1, 0), o('b', 0.5, 0, 3), o('c', 0.2, 3, 1), o('d', 0, 0, 0)])
    expect(ranked.map((x) => x.target)).toEqual(['b', 'c', 'a', 'd'])
  })

  test('rankedAttacks rates every option of attackOptions', () => {
    const s = testGame({ phase: 'combat', units: pocket })
    const ranked = rankedAttacks(open, s)
    expect(ranked.map((x) => x.target)).toEqual(attackOptions(open, s).map((x) => x.target))
    expect(at(ranked, 0).odds.destroyed).toBe(0.5)
  })
})
