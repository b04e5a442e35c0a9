// attackConsequences on tiny maps: what each result does on the board, with exact chances, each
// position proven against the engine's own outcome for every sequence of dice (coachExact.ts).
import { describe, expect, test } from 'vitest'
import { attackConsequences } from '../../src/engine/coach/consequences'
import { exactly, fraction as f } from '../../src/engine/coach/fraction'
import type { AttackConsequences, Consequence } from '../../src/engine/coach/types'
import { previewAttack } from '../../src/engine/combat/queries'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestCommander, type TestUnit } from '../helpers/testGame'
import { proveExact } from './coachExact'

const open = ctxOf(openMap(5, 6))
const combat = (units: TestUnit[], commanders: TestCommander[] = []) => testGame({ phase: 'combat', units, commanders })
const ney = (hex: string): TestCommander => ({ id: 'ney', side: 'fr', hex, rating: 2, corps: 'I' })
const line = (q: AttackConsequences, result: string): Consequence[] =>
  q.results.find((r) => r.result === result)?.consequences ?? []

describe('CBT.9–10 retreats on this board', () => {
  // ru1 is attacked from the north; fr2 (not in the combat) holds the hexes behind it in its zone.
  const pocket: TestUnit[] = [
    { id: 'fr1', side: 'fr', hex: '0303', str: 4 },
    { id: 'fr2', side: 'fr', hex: '0305', str: 1 },
    { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
  ]
  test('CBT.9 a defender with no legal retreat is destroyed by D1; the attacker’s A1 retreat is open', () => {
    const { q } = proveExact(open, combat(pocket), { defender: 'ru1', attackers: ['fr1'] })
    expect(q.results.map((r) => [r.result, r.probability])).toEqual([
      ['A1', f(1, 2)],
      ['D1', f(1, 2)],
    ])
    expect(line(q, 'D1')).toEqual([
      { code: 'no-retreat', rule: 'CBT.9', unit: 'ru1', side: 'ru', distance: 1, probability: exactly(f(1)) },
    ])
    expect(line(q, 'A1')).toMatchObject([
      { code: 'retreat', rule: 'CBT.10', unit: 'fr1', hexes: ['0202', '0302', '0402'] },
    ])
    expect(q.defender).toEqual({ destroyed: f(1, 2), byResult: f(0), noRetreat: f(1, 2) })
    expect(q.lost).toEqual({ rule: 'WIN.1', fr: exactly(f(0)), ru: exactly(f(2)) })
  })
  test('CBT.8 EX destroys the defender and, when the attacker has no choice, the attacker at once', () => {
    const units = pocket.map((u) => (u.id === 'fr1' ? { ...u, str: 18 } : u))
    const { q } = proveExact(open, combat(units), { defender: 'ru1', attackers: ['fr1'] })
    expect(line(q, 'EX').map((c) => [c.code, c.rule, 'unit' in c && c.unit, c.probability])).toEqual([
      ['destroyed', 'CBT.8', 'ru1', exactly(f(1))],
      ['destroyed', 'CBT.8', 'fr1', exactly(f(1))],
    ])
    // +14: EX on a 1, DE on a 6.
    expect(q.defender.byResult).toEqual(f(1, 3))
  })
  test('CBT.10 cavalry ignores the zones (ZOC.5): its D1 and D2 retreats list the hexes and where a D2 may end', () => {
    const cav = pocket.map((u) =>
      u.id === 'ru1' ? { ...u, type: 'cavalry' as const } : u.id === 'fr1' ? { ...u, str: 10 } : u,
    )
    const { q } = proveExact(open, combat(cav), { defender: 'ru1', attackers: ['fr1'] })
    expect(line(q, 'D1')).toMatchObject([{ code: 'retreat', distance: 1, hexes: ['0204', '0404'], probability: f(1) }])
    const d2 = line(q, 'D2')[0]
    expect(d2).toMatchObject({ code: 'retreat', distance: 2, hexes: ['0204', '0404'] })
    expect(d2 && d2.code === 'retreat' && d2.ends).toEqual(['0105', '0205', '0405', '0505'])
    expect(q.defender.destroyed).toEqual(f(0))
  })
  test('CBT.10 two attackers with one free hex between them (A1): the owner’s order decides which is lost', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', hex: '0303', str: 2 },
      { id: 'fr2', side: 'fr', hex: '0403', str: 2 },
      // Friends on every other hex behind them: only 0402 is left to end a one-hex retreat in.
      ...['0302', '0202', '0503', '0504'].map((hex, i) => ({ id: `fx${i}`, side: 'fr' as const, hex, str: 1 })),
      { id: 'ru1', side: 'ru', hex: '0304', str: 8 },
    ]
    const ney = { id: 'ney', side: 'fr' as const, hex: '0303', rating: 1, corps: 'I' }
    const { q } = proveExact(open, combat(units, [ney]), { defender: 'ru1', attackers: ['fr1', 'fr2'] })
    const a1 = line(q, 'A1')
    // CMD.2: ney holds fr1 one time in six; otherwise one of the two is lost, the owner chooses which.
    expect(a1.find((c) => c.code === 'holds')).toMatchObject({ unit: 'fr1', commander: 'ney', probability: f(1, 6) })
    for (const unit of ['fr1', 'fr2'])
      expect(a1.find((c) => c.code === 'no-retreat' && c.unit === unit)?.probability).toEqual({
        low: f(0),
        high: f(5, 6),
      })
    // CMD.5: if fr1 is the one lost, ney (unhurt, 7 in 9) is captured with it.
    expect(a1.find((c) => c.code === 'captured')?.probability).toEqual({ low: f(0), high: f(35, 54) })
    expect(line(q, 'A2').filter((c) => c.code === 'no-retreat')).toEqual([])
  })
})

describe('CBT.8 exchange and CMD.2–5 commanders', () => {
  test('CBT.8 EX: the attacker picks the unit to remove; a commander left next to the enemy is captured (CMD.5)', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', hex: '0303', str: 9 },
      { id: 'fr2', side: 'fr', hex: '0403', str: 8 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
      { id: 'ru2', side: 'ru', hex: '0504', str: 2 },
    ]
    const ney = { id: 'ney', side: 'fr' as const, hex: '0403', rating: 2, corps: 'I' }
    const { q } = proveExact(open, combat(units, [ney]), { defender: 'ru1', attackers: ['fr1', 'fr2'] })
    const ex = line(q, 'EX')
    expect(ex.find((c) => c.code === 'exchange')).toMatchObject({
      need: 4,
      choices: [['fr1'], ['fr2']],
      probability: f(1),
    })
    expect(ex.find((c) => c.code === 'destroyed' && c.unit === 'fr2')?.probability).toEqual({ low: f(0), high: f(1) })
    expect(ex.find((c) => c.code === 'captured')).toMatchObject({
      commander: 'ney',
      probability: { low: f(0), high: f(7, 9) },
    })
    // EX comes on a 1 in six: the French lose 8 or 9 points then, as they choose.
    expect(q.lost.fr).toEqual({ low: f(8, 6), high: f(9, 6) })
  })
  test('CMD.5 a commander whose unit cannot retreat is captured with it; CMD.4 killing the attacker’s commander frees the retreat (ZOC.2)', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', hex: '0303', str: 6 },
      { id: 'fr2', side: 'fr', hex: '0305', str: 1 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
    ]
    const cmdrs = [
      { id: 'rae', side: 'ru' as const, hex: '0304', rating: 2 },
      { id: 'ney', side: 'fr' as const, hex: '0303', rating: 2, corps: 'I' },
    ]
    const { q, leaves } = proveExact(open, combat(units, cmdrs), { defender: 'ru1', attackers: ['fr1'] })
    expect(leaves).toBe(9216)
    const d1 = line(q, 'D1')
    expect(d1.find((c) => c.code === 'holds')?.probability).toEqual(f(1, 3))
    // Not held (2/3) and ney spared (17/18): no retreat, and rae, if unhurt (7/9), is taken with ru1.
    expect(d1.find((c) => c.code === 'no-retreat')?.probability).toEqual(exactly(f(17, 27)))
    expect(d1.find((c) => c.code === 'captured')?.probability).toEqual(exactly(f(119, 243)))
    expect(d1.find((c) => c.code === 'retreat')).toMatchObject({ hexes: ['0204', '0404'], probability: f(1, 27) })
    expect(q.cases.filter((c) => c.killed.includes('ney')).map((c) => c.result)).toEqual(['D1'])
    const rae = q.commanders.find((c) => c.commander === 'rae')!
    expect(rae.casualty).toEqual({
      rule: 'CMD.4',
      rolls: f(1),
      killed: f(1, 18),
      badlyWounded: f(1, 18),
      wounded: f(1, 9),
    })
    expect(rae.capture).toEqual({ rule: 'CMD.5', probability: exactly(f(119, 486)) })
  })
})

describe('CMD.5 captures on the way back', () => {
  test('CMD.5 a retreat may stop next to a lone enemy commander and take him: a bound over the owner’s routes', () => {
    const units: TestUnit[] = [
      { id: 'fr1', side: 'fr', hex: '0303', str: 4 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
    ]
    // Ney stands alone two hexes behind ru1: its retreat into 0404 or 0305 ends next to him, into 0204 not.
    const { q } = proveExact(open, combat(units, [ney('0405')]), { defender: 'ru1', attackers: ['fr1'] })
    const d1 = line(q, 'D1')
    expect(d1.find((c) => c.code === 'retreat')).toMatchObject({ hexes: ['0204', '0305', '0404'] })
    expect(d1.find((c) => c.code === 'captured')).toMatchObject({
      commander: 'ney',
      probability: { low: f(0), high: f(1) },
    })
    const retreat = q.cases.find((c) => c.result === 'D1')?.retreats[0]
    expect(retreat?.routes.map((r) => [r.end, r.captured])).toEqual([
      ['0404', ['ney']],
      ['0305', ['ney']],
      ['0204', []],
    ])
  })
})

describe('ART.6 fire from a distance', () => {
  test('ART.6 attacker results touch a battery that is not next to the target in no way', () => {
    const units: TestUnit[] = [
      { id: 'frB', side: 'fr', type: 'artillery', hex: '0302', str: 1 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
    ]
    const { q } = proveExact(open, combat(units), { defender: 'ru1', batteries: ['frB'] })
    expect(q.kind).toBe('fire')
    expect(line(q, 'A1')).toEqual([{ code: 'no-effect', rule: 'ART.6', probability: f(1) }])
    expect(q.lost.fr).toEqual(exactly(f(0)))
  })
  test('ART.6 a battery next to its target takes the attacker’s results: on A1 it retreats, limbered (CBT.9)', () => {
    const units: TestUnit[] = [
      { id: 'frB', side: 'fr', type: 'artillery', hex: '0303', str: 1 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 9 },
    ]
    const { q } = proveExact(open, combat(units), { defender: 'ru1', batteries: ['frB'] })
    expect(line(q, 'A1')).toMatchObject([{ code: 'retreat', rule: 'CBT.10', unit: 'frB', distance: 1 }])
    expect(q.cases.find((c) => c.result === 'A1')?.noEffect).toBe(false)
  })
  test('CMD.5 a commander whose unit is destroyed with no enemy next to it stays, uncaptured', () => {
    const units: TestUnit[] = [
      { id: 'frB', side: 'fr', type: 'artillery', hex: '0302', str: 14 },
      { id: 'ru1', side: 'ru', hex: '0304', str: 4 },
    ]
    const rae = { id: 'rae', side: 'ru' as const, hex: '0304', rating: 2 }
    const { q } = proveExact(open, combat(units, [rae]), { defender: 'ru1', batteries: ['frB'] })
    expect(line(q, 'DE')).toEqual([
      { code: 'destroyed', rule: 'CBT.8', unit: 'ru1', side: 'ru', probability: exactly(f(1)) },
    ])
    expect(q.cases.find((c) => c.result === 'DE')?.commanders).toEqual({ rae: 'active' })
    expect(q.commanders[0]?.capture.probability).toEqual(exactly(f(0)))
  })
})

describe('CBT.1 what may be asked', () => {
  test('CBT.1 an illegal attack is refused exactly as previewAttack refuses it', () => {
    const s = combat([
      { id: 'fr1', side: 'fr', hex: '0302' },
      { id: 'ru1', side: 'ru', hex: '0304' },
    ])
    const a = attackConsequences(open, s, { defender: 'ru1', attackers: ['fr1'] })
    const p = previewAttack(open, s, { defender: 'ru1', attackers: ['fr1'] })
    expect(a.ok).toBe(false)
    expect(!a.ok && !p.ok && a.refusal).toEqual(!p.ok && p.refusal)
    expect(!a.ok && a.refusal.code).toBe('attack.not-adjacent')
  })
})
