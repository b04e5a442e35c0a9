// PH-OPT.1 and PH-TEST.11–12: the optional random defence (off by default).
import { describe, expect, test } from 'vitest'
import { nextDie, seedToState } from '../../src/engine/ai'
import { atk, end, play, position } from './helpers'

/** The first seed whose first die shows `face`: the roll is the seeded generator's, so tests pick it. */
const seedFor = (face: number): number => {
  for (let seed = 1; seed < 10_000; seed++) if (nextDie(seedToState(seed)).die === face) return seed
  throw new Error('no seed')
}

const twoOn = (target: 'N-P' | 'N-H1', randomDefence: boolean, seed = 1) =>
  position({
    units: { [target]: target === 'N-P' ? '0605' : '0605/F6', 'S-H1': '0606/F12', 'S-H2': '0506/F12' },
    phase: 'attack',
    randomDefence,
    seed,
  })

describe('PH-OPT optional rule', () => {
  test('PH-OPT.1 off by default; when on, attacks are only declared, then one die per attacked unit at the end of the phase', () => {
    const off = play(twoOn('N-P', false), atk('N-P', 'S-H1', 'S-H2'))
    expect(off.state.units['N-P']!.location).toBe('lost')
    const on = play(twoOn('N-P', true, seedFor(3)), atk('N-P', 'S-H1', 'S-H2'))
    expect(on.events.map((e) => e.kind)).toEqual(['attackDeclared'])
    expect(on.state.units['N-P']!.location).toBe('0605')
    expect(on.state.declared).toEqual([{ target: 'N-P', attackers: ['S-H1', 'S-H2'] }])
    const resolved = play(on.state, end)
    expect(resolved.events.slice(0, 2)).toEqual([
      { kind: 'defenceRolled', rule: 'PH-OPT.1', target: 'N-P', die: 3, defence: 2 },
      {
        kind: 'routed',
        rule: 'PH-CBT.5',
        unit: 'N-P',
        hex: '0605',
        attackers: ['S-H1', 'S-H2'],
        strength: 2,
        defence: 2,
      },
    ])
    expect(resolved.state.declared).toEqual([])
  })

  test('PH-TEST.11 two hoplite units against peltasts: routed with the rule off; a 6 raises the defence to 3, no effect', () => {
    const on = play(twoOn('N-P', true, seedFor(6)), atk('N-P', 'S-H1', 'S-H2'), end)
    expect(on.events).toContainEqual({ kind: 'defenceRolled', rule: 'PH-OPT.1', target: 'N-P', die: 6, defence: 3 })
    expect(on.events).toContainEqual(
      expect.objectContaining({ kind: 'attackFailed', target: 'N-P', strength: 2, defence: 3 }),
    )
    expect(on.state.units['N-P']!.location).toBe('0605')
  })

  test('PH-TEST.12 two hoplite units against hoplites: no effect with the rule off; a 1 lowers the defence to 2, routed', () => {
    expect(play(twoOn('N-H1', false), atk('N-H1', 'S-H1', 'S-H2')).state.units['N-H1']!.location).toBe('0605')
    const on = play(twoOn('N-H1', true, seedFor(1)), atk('N-H1', 'S-H1', 'S-H2'), end)
    expect(on.events).toContainEqual({ kind: 'defenceRolled', rule: 'PH-OPT.1', target: 'N-H1', die: 1, defence: 2 })
    expect(on.state.units['N-H1']!.location).toBe('lost')
  })
})
