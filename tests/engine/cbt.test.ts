import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { owesAttack } from '../../src/engine/combat/combatRules'
import { apply } from '../../src/engine/core/apply'
import { columnOf, CRT, crtResult, resultOdds } from '../../src/engine/combat/crt'
import {
  advanceChoices,
  exchangeChoices,
  mustAttack,
  previewAttack,
  retreatChoices,
  whyCannotEndPhase,
} from '../../src/engine/combat/queries'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'
import { ofType, ok, refused, withDice } from './cbtHelpers'
import { say } from '../helpers/say'

const open = ctxOf(openMap(5, 6))
const combat = (units: TestUnit[], dice: number[] = [1]) => withDice(testGame({ phase: 'combat', units }), dice)
const pair = (a: Partial<TestUnit> = {}, d: Partial<TestUnit> = {}): TestUnit[] => [
  { id: 'fr1', side: 'fr', hex: '0303', str: 4, ...a },
  { id: 'ru1', side: 'ru', hex: '0304', str: 4, ...d },
]

describe('CBT.1 attacks', () => {
  test('CBT.1 only an adjacent enemy can be attacked', () => {
    const s = combat([
      { id: 'fr1', side: 'fr', hex: '0302' },
      { id: 'ru1', side: 'ru', hex: '0304' },
    ])
    expect(refused(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).code).toBe('attack.not-adjacent')
  })
  test('CBT.1 several units combine, each attacks once, a defender may be attacked again', () => {
    const s = combat(
      [
        { id: 'fr1', side: 'fr', hex: '0303', str: 3 },
        { id: 'fr2', side: 'fr', hex: '0403', str: 5 },
        { id: 'fr3', side: 'fr', hex: '0203', str: 2 },
        { id: 'ru1', side: 'ru', hex: '0304', str: 20 },
      ],
      [2, 5],
    )
    const pAnswer = previewAttack(open, s, { defender: 'ru1', attackers: ['fr1', 'fr2'] })
    if (!pAnswer.ok) throw new Error('refused')
    const p = pAnswer.preview
    expect(p.attack.total).toBe(8)
    // diff 8 − 20 = −12 → −10…−9, die 2 → AE: both adjacent attackers destroyed.
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1', 'fr2'] })
    expect(r.state.units.fr1!.status).toBe('destroyed')
    expect(refused(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1', 'fr1'] }).code).toBe(
      'attack.duplicate',
    )
    // ru1 may advance; it declines. Then ru1 is attacked again by fr3 in a separate attack (die 5 at −18 → A2).
    const declined = ok(open, r.state, { type: 'advance', unit: null }).state
    const r2 = ok(open, declined, { type: 'attack', defender: 'ru1', attackers: ['fr3'] })
    expect(at(ofType(r2.events, 'combat-resolved'), 0).result).toBe('A2')
    expect(refused(open, r2.state, { type: 'retreat', unit: 'fr1', hex: '0302' }).code).toBe('retreat.not-pending')
  })
  test('CBT.1 a unit that has attacked cannot attack again this phase', () => {
    const s = combat([...pair(), { id: 'ru2', side: 'ru', hex: '0403', str: 4 }], [4])
    const r = ok(open, s, { type: 'attack', defender: 'ru2', attackers: ['fr1'] })
    const back = ok(open, r.state, {
      type: 'retreat',
      unit: 'ru2',
      hex: at(at(retreatChoices(open, r.state), 0).hexes, 0),
    }).state
    const after = ok(open, back, { type: 'advance', unit: null }).state
    expect(refused(open, after, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).code).toBe('attack.already')
  })
})

describe('CBT.2–4 who may attack', () => {
  test('CBT.2 demoralized units and limbered batteries do not attack', () => {
    const s = combat([
      ...pair({ demoralized: true }),
      { id: 'frB', side: 'fr', type: 'artillery', hex: '0302', limbered: true },
    ])
    expect(refused(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).rule).toBe('CBT.2')
    expect(refused(open, s, { type: 'fire', batteries: ['frB'], target: 'ru1' }).rule).toBe('CBT.2')
  })
  test('CBT.3 the combat phase cannot end while a unit in an enemy zone has not attacked; the refusal lists it', () => {
    const s = combat([...pair(), { id: 'frB', side: 'fr', type: 'artillery', hex: '0403' }], [1])
    expect(mustAttack(open, s)).toEqual(['fr1'])
    const r = refused(open, s, { type: 'endPhase' })
    expect(r.rule).toBe('CBT.3')
    expect(r.units).toEqual(['fr1'])
    expect(whyCannotEndPhase(open, s)?.units).toEqual(['fr1'])
    const after = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).state
    // die 1 at 0 → A1: resolve the retreat, then the phase may end (the battery is exempt).
    const step = at(retreatChoices(open, after), 0)
    const done = ok(open, after, { type: 'retreat', unit: 'fr1', hex: at(step.hexes, 0) }).state
    const fin = done.pending.length ? ok(open, done, { type: 'advance', unit: null }).state : done
    expect(mustAttack(open, fin)).toEqual([])
    expect(apply(open, fin, { type: 'endPhase' }).ok).toBe(true)
  })
  test('CBT.3 a unit in a zone of control with no legal target (enemy in forest, no road) need not attack', () => {
    const ctx = ctxOf(asciiMap({ rows: ['. . . . .', '. . . . .', '. . . . .', '. . f . .', '. . . . .'] }))
    const s = combat(pair())
    expect(mustAttack(ctx, s)).toEqual([])
    expect(apply(ctx, s, { type: 'endPhase' }).ok).toBe(true)
  })
  test('CBT.4 no melee across a river hexside, even at a bridge; fire across it is allowed (ART.6)', () => {
    const ctx = ctxOf(
      asciiMap({
        rows: ['. . . . .', '. . . . .', '. . . . .', '. . . . .', '. . . . .'],
        roads: [['0303', '0304']],
        rivers: [['0303', '0304']],
        bridges: [['0303', '0304']],
      }),
    )
    const s = combat([...pair(), { id: 'frB', side: 'fr', type: 'artillery', hex: '0302' }])
    expect(refused(ctx, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).code).toBe('attack.river')
    expect(apply(ctx, s, { type: 'fire', batteries: ['frB'], target: 'ru1' }).ok).toBe(true)
  })
  test('CBT.4 no melee into or out of a forest hex except along a road', () => {
    const rows = ['. . . . .', '. . . . .', '. . . . .', '. . f . .', '. . . . .']
    const noRoad = ctxOf(asciiMap({ rows }))
    const road = ctxOf(asciiMap({ rows, roads: [['0303', '0304']] }))
    const s = combat(pair())
    expect(refused(noRoad, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).code).toBe('attack.forest')
    expect(apply(road, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).ok).toBe(true)
    const out = combat(pair({ hex: '0304' }, { hex: '0303' }))
    expect(refused(noRoad, out, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).code).toBe('attack.forest')
  })
})

const totals = (ctx: typeof open, s: ReturnType<typeof combat>, spec: Parameters<typeof previewAttack>[2]) => {
  const pAnswer = previewAttack(ctx, s, spec)
  if (!pAnswer.ok) throw new Error(say(pAnswer.refusal, 'en'))
  const p = pAnswer.preview
  return p
}

describe('CBT.5–6 strengths', () => {
  test('CBT.5 cavalry +2 against infantry in good order, +3 against demoralized infantry, nothing against cavalry', () => {
    expect(totals(open, combat(pair({ type: 'cavalry' })), { defender: 'ru1', attackers: ['fr1'] }).attack.total).toBe(
      6,
    )
    expect(
      totals(open, combat(pair({ type: 'cavalry' }, { demoralized: true })), { defender: 'ru1', attackers: ['fr1'] })
        .attack.total,
    ).toBe(7)
    expect(
      totals(open, combat(pair({ type: 'cavalry' }, { type: 'cavalry' })), { defender: 'ru1', attackers: ['fr1'] })
        .attack.total,
    ).toBe(4)
  })
  test('CBT.6 terrain: brush +1, village +2; a demoralized defender uses its back value', () => {
    const ctx = ctxOf(asciiMap({ rows: ['. . . . .', '. . . . .', '. . . . .', '. . v . .', '. . b . .'] }))
    expect(totals(ctx, combat(pair()), { defender: 'ru1', attackers: ['fr1'] }).defence.total).toBe(6)
    expect(
      totals(ctx, combat(pair({}, { hex: '0305' }).map((u) => (u.id === 'fr1' ? { ...u, hex: '0304' } : u))), {
        defender: 'ru1',
        attackers: ['fr1'],
      }).defence.total,
    ).toBe(5)
    expect(
      totals(open, combat(pair({}, { str: 6, demoralized: true })), { defender: 'ru1', attackers: ['fr1'] }).defence
        .total,
    ).toBe(3)
  })
  test('CBT.6 redoubt +2, or +4 when every attacker stands lower; high ground +2 only when every attacker is lower', () => {
    const redoubt = ctxOf(
      asciiMap({
        rows: ['. . . . .', '. . . . .', '. . . . .', '. . .2 . .', '. . . . .'],
        redoubts: [{ hex: '0304', fronts: ['N'] }],
      }),
    )
    const flatRedoubt = ctxOf(
      asciiMap({
        rows: ['. . . . .', '. . . . .', '. . . . .', '. . . . .', '. . . . .'],
        redoubts: [{ hex: '0304', fronts: ['N'] }],
      }),
    )
    const hill = ctxOf(asciiMap({ rows: ['. . . . .', '. . . . .', '. . . .2 .', '. . .2 . .', '. . . . .'] }))
    const two = [...pair(), { id: 'fr2', side: 'fr' as const, hex: '0403', str: 1 }]
    expect(totals(redoubt, combat(pair()), { defender: 'ru1', attackers: ['fr1'] }).defence.total).toBe(8)
    expect(totals(flatRedoubt, combat(pair()), { defender: 'ru1', attackers: ['fr1'] }).defence.total).toBe(6)
    expect(totals(hill, combat(two), { defender: 'ru1', attackers: ['fr1'] }).defence.total).toBe(6)
    // fr2 on 0403 is at level 2 like the defender: no high-ground bonus.
    expect(totals(hill, combat(two), { defender: 'ru1', attackers: ['fr1', 'fr2'] }).defence.total).toBe(4)
  })
  test('CBT.6 an unlimbered battery gets +4 against a force with infantry, not against cavalry; limbered uses its bracket value', () => {
    const bat = { type: 'artillery' as const, str: 3, back: { strength: 1, mp: 4 } }
    expect(totals(open, combat(pair({}, bat)), { defender: 'ru1', attackers: ['fr1'] }).defence.total).toBe(7)
    expect(
      totals(open, combat(pair({ type: 'cavalry' }, bat)), { defender: 'ru1', attackers: ['fr1'] }).defence.total,
    ).toBe(3)
    expect(
      totals(open, combat(pair({}, { ...bat, limbered: true })), { defender: 'ru1', attackers: ['fr1'] }).defence.total,
    ).toBe(1)
  })
})

describe('CBT.7 the table', () => {
  test('CBT.7 columns clamp below −10 and above +18', () => {
    expect(columnOf(-30)).toBe(0)
    expect(columnOf(-9)).toBe(0)
    expect(columnOf(-1)).toBe(4)
    expect(columnOf(0)).toBe(5)
    expect(columnOf(2)).toBe(6)
    expect(columnOf(3)).toBe(7)
    expect(columnOf(18)).toBe(14)
    expect(columnOf(40)).toBe(14)
  })
  test('CBT.7 the table is exactly as printed', () => {
    expect(CRT.map((r) => r.join(' '))).toEqual([
      'AE AE A2 A2 A1 A1 A1 A1 A1 A1 D1 D1 EX EX EX',
      'AE A2 A2 A1 A1 A1 A1 A1 D1 D1 D1 D2 D2 D2 D2',
      'A2 A2 A1 A1 A1 A1 A1 D1 D1 D1 D2 D2 D2 D2 D2',
      'A2 A2 A1 A1 A1 D1 D1 D1 D1 D2 D2 D2 D2 D2 DE',
      'A2 A1 A1 D1 D1 D1 D1 D1 D2 D2 D2 D2 D2 DE DE',
      'EX EX D1 D1 D1 D1 D1 D2 D2 D2 D2 DE DE DE DE',
    ])
    expect(crtResult(-11, 6)).toBe('EX')
    expect(crtResult(19, 4)).toBe('DE')
  })
  test('CBT.7 exact odds sum to one', () => {
    const odds = resultOdds(0)
    expect(odds.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12)
    expect(odds.find((o) => o.result === 'A1')?.probability).toBeCloseTo(3 / 6, 12)
    expect(odds.find((o) => o.result === 'D1')?.dice).toEqual([4, 5, 6])
  })
})

describe('CBT.8–11 results', () => {
  test('CBT.8 AE: every adjacent attacker is destroyed and counts as a loss', () => {
    const r = ok(open, combat(pair({ str: 1 }, { str: 20 }), [1]), {
      type: 'attack',
      defender: 'ru1',
      attackers: ['fr1'],
    })
    expect(at(ofType(r.events, 'combat-resolved'), 0).result).toBe('AE')
    expect(r.state.units.fr1!.status).toBe('destroyed')
    expect(r.state.losses.fr).toBe(1)
  })
  test('CBT.8 DE: the defender is destroyed; the attacker may advance', () => {
    const r = ok(open, combat(pair({ str: 30 }, { str: 4 }), [4]), {
      type: 'attack',
      defender: 'ru1',
      attackers: ['fr1'],
    })
    expect(r.state.units.ru1!.status).toBe('destroyed')
    expect(advanceChoices(r.state)).toEqual([{ unit: 'fr1', hex: '0304' }])
  })
  test('CBT.8 EX with several attackers: the attacker chooses a minimal set reaching the defender’s printed strength', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', hex: '0303', str: 8 },
      { id: 'fr2', side: 'fr', hex: '0403', str: 6 },
      { id: 'fr3', side: 'fr', hex: '0203', str: 5 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
    ]
    const r = ok(open, combat(units, [1]), { type: 'attack', defender: 'ru1', attackers: ['fr1', 'fr2', 'fr3'] })
    expect(ofType(r.events, 'combat-resolved')[0]).toMatchObject({ diff: 15, result: 'EX' })
    expect(r.state.units.ru1!.status).toBe('destroyed')
    expect(r.state.pending[0]).toMatchObject({ kind: 'exchange', side: 'fr', need: 4 })
    expect(exchangeChoices(r.state)?.choices).toEqual([['fr1'], ['fr2'], ['fr3']])
    expect(refused(open, r.state, { type: 'endPhase' }).code).toBe('pending.exchange')
    expect(refused(open, r.state, { type: 'chooseLosses', units: ['fr1', 'fr3'] }).code).toBe('exchange.not-minimal')
    const c = ok(open, r.state, { type: 'chooseLosses', units: ['fr3'] })
    expect(c.state.units.fr3!.status).toBe('destroyed')
    expect(c.state.losses).toEqual({ fr: 5, ru: 4 })
    expect(c.state.pending[0]).toMatchObject({ kind: 'advance', side: 'fr' })
  })
  test('CBT.8 EX: all adjacent attackers go when their printed strengths add up to less than the defender’s', () => {
    const r = ok(open, combat(pair({ str: 2 }, { str: 12 }), [6]), {
      type: 'attack',
      defender: 'ru1',
      attackers: ['fr1'],
    })
    expect(at(ofType(r.events, 'combat-resolved'), 0).result).toBe('EX')
    expect(r.state.units.fr1!.status).toBe('destroyed')
    expect(r.state.units.ru1!.status).toBe('destroyed')
    expect(r.state.pending).toEqual([])
  })
  test('CBT.8 A1 with several attackers: every adjacent attacker retreats, in the order its owner picks', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', hex: '0303', str: 2 },
      { id: 'fr2', side: 'fr', hex: '0403', str: 2 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 6 },
    ]
    const r = ok(open, combat(units, [3]), { type: 'attack', defender: 'ru1', attackers: ['fr1', 'fr2'] })
    expect(r.state.pending.map((p) => p.kind === 'retreat' && p.unit)).toEqual(['fr1', 'fr2'])
    const second = ok(open, r.state, { type: 'retreat', unit: 'fr2', hex: '0402' })
    expect(second.state.units.fr2!.demoralized).toBe(true)
    const third = ok(open, second.state, { type: 'retreat', unit: 'fr1', hex: '0302' })
    expect(third.state.pending[0]).toMatchObject({
      kind: 'advance',
      side: 'ru',
      options: [
        { unit: 'ru1', hex: '0303' },
        { unit: 'ru1', hex: '0403' },
      ],
    })
    expect(refused(open, third.state, { type: 'advance', unit: 'ru1' }).code).toBe('advance.illegal')
    const adv = ok(open, third.state, { type: 'advance', unit: 'ru1', hex: '0403' })
    expect(adv.state.units.ru1!.hex).toBe('0403')
  })
  test('CBT.9 a retreating battery is limbered, not demoralized', () => {
    const r = ok(open, combat(pair({ str: 1 }, { type: 'artillery', str: 4 }), [3]), {
      type: 'attack',
      defender: 'ru1',
      attackers: ['fr1'],
    })
    // 1 vs 4 + 4 (battery against infantry) = −7 → −8…−7, die 3 → A2: the attacker retreats; now make the battery retreat.
    expect(at(ofType(r.events, 'combat-resolved'), 0).result).toBe('A2')
    const r2 = ok(open, combat(pair({ str: 20, type: 'cavalry' }, { type: 'artillery', str: 4 }), [4]), {
      type: 'attack',
      defender: 'ru1',
      attackers: ['fr1'],
    })
    expect(r2.state.units.ru1).toMatchObject({ limbered: true, demoralized: false })
  })
  test('CBT.9 a unit with no legal retreat (zones of control all round) is destroyed', () => {
    const s = combat([...pair(), { id: 'fr2', side: 'fr', hex: '0305', str: 1 }], [4])
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(ofType(r.events, 'unit-destroyed')[0]).toMatchObject({ unit: 'ru1', cause: 'no-retreat' })
    expect(r.state.losses.ru).toBe(4)
    expect(r.state.pending[0]).toMatchObject({ kind: 'advance' })
  })
  test('CBT.10 cavalry ignores zones of control in retreat; each hex is farther from every enemy of the combat', () => {
    const s = combat([...pair({}, { type: 'cavalry' }), { id: 'fr2', side: 'fr', hex: '0305', str: 1 }], [4])
    const r = ok(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(retreatChoices(open, r.state).map((c) => ({ ...c, hexes: c.hexes.sort() }))).toEqual([
      { unit: 'ru1', remaining: 1, hexes: ['0204', '0404'] },
    ])
    expect(refused(open, r.state, { type: 'retreat', unit: 'ru1', hex: '0403' }).code).toBe('retreat.illegal-hex')
    expect(refused(open, r.state, { type: 'attack', defender: 'ru1', attackers: ['fr2'] }).code).toBe('pending.retreat')
  })
  test('CBT.10 a two-hex retreat may pass a friendly unit but must end alone, one hex at a time', () => {
    const s = combat(
      [
        ...pair(),
        { id: 'ru2', side: 'ru', hex: '0305' },
        { id: 'ru3', side: 'ru', hex: '0204' },
        { id: 'ru4', side: 'ru', hex: '0404' },
      ],
      [6],
    )
    // 4 vs 4 → die 6 → D1; make it D2 with a stronger attacker.
    const s2 = { ...s, units: { ...s.units, fr1: { ...s.units.fr1!, front: { strength: 10, mp: 4 } } } }
    const r = ok(open, s2, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(at(ofType(r.events, 'combat-resolved'), 0).result).toBe('D2')
    expect(at(retreatChoices(open, r.state), 0).hexes.sort()).toEqual(['0204', '0305', '0404'])
    const a = ok(open, r.state, { type: 'retreat', unit: 'ru1', hex: '0305' })
    expect(a.state.pending[0]).toMatchObject({ kind: 'retreat', remaining: 1 })
    expect(at(retreatChoices(open, a.state), 0).hexes.sort()).toEqual(['0205', '0306', '0405'])
    const b = ok(open, a.state, { type: 'retreat', unit: 'ru1', hex: '0306' })
    expect(b.state.units.ru1!.hex).toBe('0306')
  })
  test('CBT.11 the attacker may decline to advance; no advance across a river', () => {
    const r = ok(open, combat(pair({ str: 30 }), [4]), { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    const d = ok(open, r.state, { type: 'advance', unit: null })
    expect(d.state.units.fr1!.hex).toBe('0303')
    expect(ofType(d.events, 'advance-declined')).toHaveLength(1)
    const river = ctxOf(
      asciiMap({ rows: ['. . . . .', '. . . . .', '. . . . .', '. . . . .', '. . . . .'], rivers: [['0303', '0304']] }),
    )
    // An adjacent battery across the river fires; on A1 it retreats, and the defender may not follow across.
    const s = combat(
      [
        { id: 'frB', side: 'fr', type: 'artillery', hex: '0303', str: 1 },
        { id: 'ru1', side: 'ru', hex: '0304', str: 9 },
      ],
      [3],
    )
    const f = ok(river, s, { type: 'fire', batteries: ['frB'], target: 'ru1' })
    expect(at(ofType(f.events, 'fire-resolved'), 0).result).toBe('A1')
    const g = ok(river, f.state, {
      type: 'retreat',
      unit: 'frB',
      hex: at(at(retreatChoices(river, f.state), 0).hexes, 0),
    })
    expect(g.state.pending).toEqual([])
    expect(g.state.combat).toBeNull()
  })
})

describe('CBT.3 who will owe an attack', () => {
  test('CBT.3 a unit in an enemy zone owes an attack only if it has a legal melee target (not into forest off a road)', () => {
    // 0101 and 0201 are neighbours; the enemy in forest at 0201 projects its zone onto 0101 but cannot be meleed.
    const wood = asciiMap({ rows: ['. f .'] })
    const s = testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'r', side: 'ru', hex: '0201' },
      ],
      phase: 'movement',
    })
    expect(owesAttack(ctxOf(wood), s, s.units.a!)).toBe(false)
    expect(owesAttack(ctxOf(openMap(3, 1)), s, s.units.a!)).toBe(true)
    const demoralized = testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0101', demoralized: true },
        { id: 'r', side: 'ru', hex: '0201' },
      ],
    })
    expect(owesAttack(ctxOf(openMap(3, 1)), demoralized, demoralized.units.a!)).toBe(false)
  })
})
