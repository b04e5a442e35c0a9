// The coach's attack consequences on tiny hand-built positions: the rules' own result (PH-CBT.4–5) — exact, or over the
// die of PH-OPT.1 — what a failed or an oversized attack wastes (PH-CBT.3), the losses and the break (PH-WIN.2–5,
// PH-INT.12), and facing: it decides who may strike (PH-CBT.2), never the result (PH-FACE.3, PH-INT.10).
import { describe, expect, test } from 'vitest'
import { apply, attackConsequences, type AttackConsequences, type PhState } from '../../src/phalanx/index'
import { atk, ctx, end, play, position, type PositionSpec } from './helpers'

const consequences = (s: PhState, target: string, attackers: string[]): AttackConsequences => {
  const a = attackConsequences(ctx, s, target, attackers)
  if (!a.ok) throw new Error(`refused: ${a.refusal.code}`)
  return a.consequences
}
const codes = (c: AttackConsequences) => c.lines.map((l) => l.code)
const line = <K extends AttackConsequences['lines'][number]['code']>(c: AttackConsequences, code: K) =>
  c.lines.find((l) => l.code === code) as Extract<AttackConsequences['lines'][number], { code: K }> | undefined

// N-H1 at 0605 facing South (F6): its front is 0606 and 0506; 0705 and 0505 are its flanks, 0504 and 0604 its rear.
const front: PositionSpec['units'] = { 'S-H1': '0606/F12', 'S-H2': '0506/F12', 'S-H3': '0705/F10' }
const rear: PositionSpec['units'] = { 'S-H1': '0604/F6', 'S-H2': '0504/F6', 'S-H3': '0505/F2' }
const at = (units: PositionSpec['units'], extra: Partial<PositionSpec> = {}): PhState =>
  position({ units: { 'N-H1': '0605/F6', ...units }, phase: 'attack', ...extra })

describe('PH-CBT the coach reads an attack before it is made', () => {
  test('PH-CBT.5 PH-WIN.2 PH-WIN.4 a sure rout: the target leaves its hex, North loses a unit and a point', () => {
    const s = at(front)
    const c = consequences(s, 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    expect(c).toMatchObject({
      strength: 3,
      defence: 3,
      when: 'now',
      die: null,
      routed: { num: 1, den: 1 },
      hex: '0605',
    })
    expect(c.lines).toEqual([
      { code: 'routed', rule: 'PH-CBT.5', unit: 'N-H1', hex: '0605', chance: { num: 1, den: 1 } },
      {
        code: 'losses',
        rule: 'PH-WIN.2',
        side: 'north',
        before: 0,
        after: 1,
        points: 1,
        double: false,
        chance: { num: 1, den: 1 },
      },
    ])
    // The rules do exactly that.
    const out = play(s, atk('N-H1', 'S-H1', 'S-H2', 'S-H3'))
    expect(out.state.units['N-H1']!.location).toBe('lost')
  })

  test('PH-CBT.4 PH-CBT.3 a failed attack: nothing happens, the target and the attackers are spent, one attack short', () => {
    const s = at(front)
    const c = consequences(s, 'N-H1', ['S-H1', 'S-H2'])
    expect(c.routed).toEqual({ num: 0, den: 1 })
    expect(codes(c)).toEqual(['holds', 'spent', 'short'])
    expect(line(c, 'short')).toEqual({ code: 'short', rule: 'PH-CBT.4', need: 1, more: ['S-H3'], moreStrength: 1 })
    expect(line(c, 'spent')?.attackers).toEqual(['S-H1', 'S-H2'])
    // Spent indeed: after the failed attack the target cannot be attacked again this turn.
    const after = play(s, atk('N-H1', 'S-H1', 'S-H2')).state
    expect(after.units['N-H1']!.location).toBe('0605')
    const again = apply(ctx, after, atk('N-H1', 'S-H3'))
    expect(again.ok || again.refusal.code).toBe('attack.target-used')
  })

  test('PH-CBT.3 PH-CBT.7 attack to spare: each unit that could be left out is named, the strategos (2) is not', () => {
    const four = at({ ...front, 'S-H4': '0505/F2' })
    const c = consequences(four, 'N-H1', ['S-H1', 'S-H2', 'S-H3', 'S-H4'])
    expect(line(c, 'spare')).toEqual({
      code: 'spare',
      rule: 'PH-CBT.3',
      spare: 1,
      units: ['S-H1', 'S-H2', 'S-H3', 'S-H4'],
    })
    const withStrategos = at({ 'S-S': '0606/F12', 'S-H2': '0506/F12', 'S-H3': '0705/F10' })
    expect(line(consequences(withStrategos, 'N-H1', ['S-S', 'S-H2', 'S-H3']), 'spare')?.units).toEqual(['S-H2', 'S-H3'])
    expect(line(consequences(at(front), 'N-H1', ['S-H1', 'S-H2', 'S-H3']), 'spare')).toBeUndefined()
  })

  test('PH-FACE.3 PH-INT.10 from the flank and the rear the result is exactly the one from the front', () => {
    const f = consequences(at(front), 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    const r = consequences(at(rear), 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    expect(r).toEqual(f)
    const f2 = consequences(at(front), 'N-H1', ['S-H1', 'S-H2'])
    const r2 = consequences(at(rear), 'N-H1', ['S-H1', 'S-H2'])
    expect(r2).toEqual(f2)
  })

  test('PH-CBT.2 facing decides who may strike: an attacker turned away is refused, and nothing is foretold', () => {
    const s = at({ ...front, 'S-H3': '0705/F4' })
    const a = attackConsequences(ctx, s, 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    expect(a.ok).toBe(false)
    if (!a.ok) expect(a.refusal).toMatchObject({ rule: 'PH-CBT.2', code: 'attack.not-front' })
    // The two still facing it can attack; the third cannot be added, so the attack falls short and nobody can help.
    const c = consequences(s, 'N-H1', ['S-H1', 'S-H2'])
    expect(line(c, 'short')).toMatchObject({ need: 1, more: [], moreStrength: 0 })
  })

  test('PH-WIN.3 the fourth loss: the enemy plays its last turn, then the game ends', () => {
    const lost = { 'N-H2': 'lost', 'N-H3': 'lost', 'N-H4': 'lost' }
    const c = consequences(at({ ...front, ...lost }), 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    expect(line(c, 'losses')).toMatchObject({ before: 3, after: 4 })
    expect(line(c, 'last-turn')).toEqual({
      code: 'last-turn',
      rule: 'PH-WIN.3',
      side: 'north',
      chance: { num: 1, den: 1 },
    })
    // As the rules play it: North's next turn is its last.
    const s = play(at({ ...front, ...lost }), atk('N-H1', 'S-H1', 'S-H2', 'S-H3'), end).state
    expect(s.side).toBe('north')
    expect(s.result).toBeNull()
  })

  test('PH-INT.12 with the option the strategos counts twice towards the break: two losses make four', () => {
    const units = { 'N-S': '0605/F6', ...front, 'S-H4': '0505/F2', 'N-H2': 'lost', 'N-H3': 'lost' }
    const plain = position({ units, phase: 'attack' })
    const double = position({ units, phase: 'attack', strategosCountsDoubleForBreak: true })
    const attackers = ['S-H1', 'S-H2', 'S-H3', 'S-H4']
    const p = consequences(plain, 'N-S', attackers)
    const d = consequences(double, 'N-S', attackers)
    expect(line(p, 'losses')).toMatchObject({ before: 2, after: 3, points: 2, double: false })
    expect(line(p, 'last-turn')).toBeUndefined()
    expect(line(d, 'losses')).toMatchObject({ before: 2, after: 4, points: 2, double: true })
    expect(line(d, 'last-turn')?.side).toBe('north')
  })

  test('PH-WIN.5 in the attacker’s own last turn each rout raises its final score', () => {
    const broken = { 'S-H4': 'lost', 'S-H5': 'lost', 'S-H6': 'lost', 'S-C1': 'lost', 'N-H2': 'lost' }
    const c = consequences(at({ ...front, ...broken }), 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    expect(line(c, 'score')).toEqual({
      code: 'score',
      rule: 'PH-WIN.5',
      side: 'south',
      before: 1,
      after: 2,
      chance: { num: 1, den: 1 },
    })
    expect(line(c, 'last-turn')).toBeUndefined()
    const s = play(at({ ...front, ...broken }), atk('N-H1', 'S-H1', 'S-H2', 'S-H3'), end).state
    expect(s.result?.scores?.south).toBe(2)
  })

  test('PH-OPT.1 PH-CBT.6 with the die the chance is exact in sixths, and resolved at the end of the turn', () => {
    const s = at(front, { randomDefence: true })
    const even = consequences(s, 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    expect(even).toMatchObject({ when: 'turnEnd', routed: { num: 5, den: 6 } })
    expect(even.die).toEqual([
      { faces: [1], chance: { num: 1, den: 6 }, defence: 2, routs: true },
      { faces: [2, 3, 4, 5], chance: { num: 2, den: 3 }, defence: 3, routs: true },
      { faces: [6], chance: { num: 1, den: 6 }, defence: 4, routs: false },
    ])
    expect(codes(even)).toEqual(['routed', 'holds', 'spent', 'short', 'losses'])
    expect(line(even, 'short')?.need).toBe(1)
    expect(consequences(s, 'N-H1', ['S-H1', 'S-H2']).routed).toEqual({ num: 1, den: 6 })
    const four = at({ ...front, 'S-H4': '0505/F2' }, { randomDefence: true })
    const sure = consequences(four, 'N-H1', ['S-H1', 'S-H2', 'S-H3', 'S-H4'])
    expect(sure.routed).toEqual({ num: 1, den: 1 })
    expect(line(sure, 'spare')).toBeUndefined()
    // Against the rules: whatever the die shows, the target is routed exactly when its case says so.
    for (let seed = 1; seed <= 40; seed++) {
      const g = at(front, { randomDefence: true, seed })
      const c = consequences(g, 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
      const out = play(g, atk('N-H1', 'S-H1', 'S-H2', 'S-H3'), end)
      const rolled = out.events.find((e) => e.kind === 'defenceRolled')
      const face = rolled?.kind === 'defenceRolled' ? rolled.die : 0
      const kase = c.die!.find((d) => d.faces.includes(face))!
      expect(out.state.units['N-H1']!.location === 'lost', `seed ${seed}, die ${face}`).toBe(kase.routs)
    }
  })

  test('PH-SEQ.2 PH-WIN.2 outside the attack phase or after the end nothing is foretold', () => {
    const s = position({ units: { 'N-H1': '0605/F6', ...front }, phase: 'movement' })
    const a = attackConsequences(ctx, s, 'N-H1', ['S-H1'])
    expect(a.ok || a.refusal.code).toBe('phase.wrong')
    const over = { ...at(front), result: { reason: 'agreedDraw' as const, breaking: null, scores: null, winner: null } }
    const b = attackConsequences(ctx, over, 'N-H1', ['S-H1'])
    expect(b.ok || b.refusal.code).toBe('game.over')
  })
})
