// PH-CBT.1–7, PH-INT.9, PH-INT.10 and PH-TEST.5–7: attacks.
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { attackOptions, attackPreview, attackTargets, type PhState } from '../../src/phalanx/index'
import { atk, ctx, end, play, position, refusal, turnTo, type PositionSpec } from './helpers'

// A target at 0605 and six possible attackers around it, each facing it:
// 0606 (F12, NW), 0506 (F12, NE), 0705 (F10, W), 0505 (F2, E), 0504 (F6, SE), 0604 (F6, SW).
const RING: Record<string, string> = {
  '0606': 'F12',
  '0506': 'F12',
  '0705': 'F10',
  '0505': 'F2',
  '0504': 'F6',
  '0604': 'F6',
}
const ringHexes = Object.keys(RING)

/** South attacks `target` (a North unit type) at 0605 with the given South units placed around it. */
function ring(target: string, attackers: string[], extra: PositionSpec['units'] = {}): PhState {
  const units: PositionSpec['units'] = {
    ...extra,
    [target]: target.endsWith('-P') ? '0605' : target.endsWith('-K') ? '0605' : '0605/F6',
  }
  attackers.forEach((a, i) => {
    const hex = at(ringHexes, i)
    units[a] = a.endsWith('-P') ? hex : `${hex}/${RING[hex]}`
  })
  return position({ units, phase: 'attack' })
}

const preview = (s: PhState, target: string, attackers: string[]) => {
  const p = attackPreview(ctx, s, target, attackers)
  if (!p.ok) throw new Error(p.refusal.code)
  return p.value
}

describe('PH-CBT attacks', () => {
  test('PH-CBT.1 PH-INT.9 attacks are optional; each names one enemy target and one or more attackers; hopeless attacks are legal', () => {
    const s = ring('N-H1', ['S-H1', 'S-H2'])
    expect(attackOptions(ctx, s)).toEqual([
      { target: 'N-H1', defence: 3, attackers: ['S-H1', 'S-H2'], maxStrength: 2, canRout: false },
    ])
    expect(play(s, end).state.side).toBe('north')
    expect(refusal(s, atk('N-H1')).code).toBe('attack.no-attackers')
    expect(refusal(s, atk('S-H2', 'S-H1')).code).toBe('attack.target-own')
    const out = play(s, atk('N-H1', 'S-H1', 'S-H2'))
    expect(out.events).toEqual([
      {
        kind: 'attackDeclared',
        rule: 'PH-CBT.1',
        target: 'N-H1',
        attackers: ['S-H1', 'S-H2'],
        strength: 2,
        defence: 3,
      },
      { kind: 'attackFailed', rule: 'PH-CBT.5', target: 'N-H1', attackers: ['S-H1', 'S-H2'], strength: 2, defence: 3 },
    ])
  })

  test('PH-CBT.2 an attacker is an own unit on the board with attack > 0, and the target is in one of its front hexes', () => {
    const s = position({
      units: {
        'S-H1': '0606/F12',
        'S-H2': '0506/F4',
        'S-C1': '0705/F12',
        'S-P': '0504',
        'N-H1': '0605/F6',
        'N-C1': '0608/F6',
      },
      phase: 'attack',
    })
    expect(attackTargets(ctx, s, 'S-H1')).toEqual(['N-H1'])
    expect(attackTargets(ctx, s, 'S-H2')).toEqual([])
    const r = refusal(s, atk('N-H1', 'S-H2'))
    expect([r.rule, r.code, r.params]).toEqual(['PH-CBT.2', 'attack.not-front', { unit: 'S-H2', target: 'N-H1' }])
    // Adjacent but beside, not in front: S-C1 at 0705 faces F12 (0704, 0804); N-H1 is to its W.
    expect(refusal(s, atk('N-H1', 'S-C1')).code).toBe('attack.not-front')
    // Not adjacent at all.
    expect(refusal(s, atk('N-C1', 'S-H1')).code).toBe('attack.not-front')
    // Peltasts attack any neighbour.
    expect(attackTargets(ctx, s, 'S-P')).toEqual(['N-H1'])
    // The camp has no attack (and N-C1 stands next to it).
    const k = refusal(s, atk('N-C1', 'S-K'))
    expect([k.rule, k.code]).toEqual(['PH-CBT.2', 'attack.attacker-no-strength'])
    // The front is the one set after the facing phase.
    const turned = play({ ...s, phase: 'facing' }, turnTo('S-H2', 'F2'), end).state
    expect(attackTargets(ctx, turned, 'S-H2')).toEqual(['N-H1'])
  })

  test('PH-CBT.3 PH-TEST.6 each unit takes part in one attack per turn; all attackers of a target form one attack', () => {
    const s = position({
      units: { 'S-P': '0505', 'S-H1': '0606/F12', 'N-H1': '0605/F6', 'N-C1': '0504/F6', 'N-C2': '0405/F6' },
      phase: 'attack',
    })
    const first = play(s, atk('N-C1', 'S-P'))
    const r = refusal(first.state, atk('N-H1', 'S-P', 'S-H1'))
    expect([r.rule, r.code, r.params]).toEqual(['PH-CBT.3', 'attack.attacker-used', { unit: 'S-P' }])
    expect(attackTargets(ctx, first.state, 'S-P')).toEqual([])
    // A target attacked once cannot be attacked again this turn, even by fresh units.
    const weak = play(s, atk('N-H1', 'S-H1')).state
    expect(refusal(weak, atk('N-H1', 'S-P')).code).toBe('attack.target-used')
    expect(refusal(s, atk('N-H1', 'S-H1', 'S-H1')).code).toBe('attack.attacker-repeated')
    // Next turn the units are free again.
    const later = play(first.state, end).state
    expect([later.side, later.attackers, later.targets]).toEqual(['north', [], []])
  })

  test('PH-CBT.4 PH-INT.10 strength is the plain sum of attack values against the defence: no flank, rear or support modifiers', () => {
    // The same two attackers against a hoplite unit, from its front and from its rear: 2 vs 3 either way.
    const front = ring('N-H1', ['S-H1', 'S-H2'])
    expect(preview(front, 'N-H1', ['S-H1', 'S-H2'])).toEqual({ strength: 2, defence: 3, routs: false })
    const rear = position({ units: { 'N-H1': '0605/F6', 'S-H1': '0504/F6', 'S-H2': '0604/F6' }, phase: 'attack' })
    expect(preview(rear, 'N-H1', ['S-H1', 'S-H2'])).toEqual({ strength: 2, defence: 3, routs: false })
    // Friends of the defender next to it add nothing.
    const supported = ring('N-H1', ['S-H1', 'S-H2', 'S-S'], { 'N-H2': '0704/F6', 'N-H3': '0405/F6' })
    expect(preview(supported, 'N-H1', ['S-H1', 'S-H2', 'S-S'])).toEqual({ strength: 4, defence: 3, routs: true })
  })

  test('PH-CBT.5 equal or more routs the target, removed at once; less has no effect; nobody retreats, advances or is harmed', () => {
    const s = ring('N-C1', ['S-H1', 'S-H2', 'S-H3'], { 'N-H1': '0805/F6' })
    const out = play(s, atk('N-C1', 'S-H1', 'S-H2'))
    expect(out.events[1]).toEqual({
      kind: 'routed',
      rule: 'PH-CBT.5',
      unit: 'N-C1',
      hex: '0605',
      attackers: ['S-H1', 'S-H2'],
      strength: 2,
      defence: 2,
    })
    expect(out.state.units['N-C1']).toMatchObject({ location: 'lost', facing: null })
    const still = (x: PhState) =>
      Object.values(x.units)
        .filter((u) => u.id !== 'N-C1')
        .map((u) => [u.id, u.location, u.facing])
    expect(still(out.state)).toEqual(still(s))
    // The emptied hex is free: the next movement can enter it.
    const next = play(out.state, end, end, end, end).state
    expect(play(next, { type: 'move', unit: 'S-H1', path: ['0605'] }).state.units['S-H1']!.location).toBe('0605')
    // A lost unit neither attacks nor can be attacked.
    const gone = position({
      units: { 'N-C1': 'lost', 'N-H1': '0605/F6', 'S-H1': '0606/F12', 'S-H2': 'lost' },
      phase: 'attack',
    })
    expect(refusal(gone, atk('N-C1', 'S-H1'))).toMatchObject({ rule: 'PH-UNIT.3', code: 'unit.lost' })
    expect(refusal(gone, atk('N-H1', 'S-H1', 'S-H2'))).toMatchObject({ code: 'unit.lost', params: { unit: 'S-H2' } })
    // One short: no effect at all.
    const fail = play(ring('N-H1', ['S-H1', 'S-H2']), atk('N-H1', 'S-H1', 'S-H2'))
    expect(fail.state.units['N-H1']!.location).toBe('0605')
  })

  test('PH-CBT.6 each attack resolves when made, and the order of attacks does not change the result', () => {
    const units: PositionSpec['units'] = {
      'N-C1': '0605/F6',
      'N-P': '0302',
      'S-H1': '0606/F12',
      'S-H2': '0506/F12',
      'S-C1': '0303/F12',
      'S-P': '0402',
    }
    const s = position({ units, phase: 'attack' })
    const a = play(s, atk('N-C1', 'S-H1', 'S-H2'), atk('N-P', 'S-C1', 'S-P'))
    const b = play(s, atk('N-P', 'S-C1', 'S-P'), atk('N-C1', 'S-H1', 'S-H2'))
    expect(a.state.units).toEqual(b.state.units)
    expect(a.events.filter((e) => e.kind === 'routed').length).toBe(2)
    expect(a.state.units['N-C1']!.location).toBe('lost')
  })

  test('PH-CBT.7 PH-TEST.5 the derived table: fewest attackers needed against each defence', () => {
    const needOrdinary = (target: string): number => {
      for (let k = 1; k <= 6; k++) {
        const atks = ['S-H1', 'S-H2', 'S-H3', 'S-H4', 'S-H5', 'S-H6'].slice(0, k)
        if (preview(ring(target, atks), target, atks).routs) return k
      }
      return 99
    }
    const needWithStrategos = (target: string): number => {
      for (let k = 0; k <= 5; k++) {
        const atks = ['S-S', ...['S-H1', 'S-H2', 'S-H3', 'S-H4', 'S-H5'].slice(0, k)]
        if (preview(ring(target, atks), target, atks).routs) return k
      }
      return 99
    }
    // camp (1), cavalry and peltasts (2), hoplites (3), strategos's hoplites (4)
    expect(['N-K', 'N-C1', 'N-P', 'N-H1', 'N-S'].map(needOrdinary)).toEqual([1, 2, 2, 3, 4])
    expect(['N-K', 'N-C1', 'N-P', 'N-H1', 'N-S'].map(needWithStrategos)).toEqual([0, 0, 0, 1, 2])
    // At most six attackers, one from each neighbour.
    const six = ['S-H1', 'S-H2', 'S-H3', 'S-H4', 'S-H5', 'S-H6']
    expect(preview(ring('N-S', six), 'N-S', six)).toEqual({ strength: 6, defence: 4, routs: true })
  })

  test("PH-TEST.5 the article's strength statements", () => {
    const p = (target: string, atks: string[]) => preview(ring(target, atks), target, atks).routs
    expect(p('N-C1', ['S-H1', 'S-H2'])).toBe(true)
    expect(p('N-P', ['S-H1', 'S-C1'])).toBe(true)
    expect(p('N-H1', ['S-H1', 'S-H2'])).toBe(false)
    expect(p('N-H1', ['S-H1', 'S-H2', 'S-H3'])).toBe(true)
    expect(p('N-H1', ['S-S', 'S-H1'])).toBe(true)
    expect(p('N-C1', ['S-S'])).toBe(true)
    expect(p('N-P', ['S-S'])).toBe(true)
    expect(p('N-S', ['S-H1', 'S-H2', 'S-H3'])).toBe(false)
    expect(p('N-S', ['S-H1', 'S-H2', 'S-H3', 'S-H4'])).toBe(true)
    for (const a of ['S-H1', 'S-C1', 'S-P', 'S-S']) expect(p('N-K', [a])).toBe(true)
  })

  test('PH-TEST.7 a hoplite facing F12 cannot attack to its SE; after turning to F4 or F6 it can', () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'N-P': '0606' }, phase: 'facing' })
    const straight = play(s, end).state
    expect(refusal(straight, atk('N-P', 'S-H1')).code).toBe('attack.not-front')
    for (const f of ['F4', 'F6'] as const) {
      const t = play(s, turnTo('S-H1', f), end).state
      expect(attackTargets(ctx, t, 'S-H1')).toEqual(['N-P'])
    }
  })
})
