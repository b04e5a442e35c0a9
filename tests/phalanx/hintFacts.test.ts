// The facts a Phalanx hint is explained with, from the computer's plan for the turn: the unit, its way and its new
// front (PH-CBT.2), the attack of the plan it joins with its exact result (PH-CBT.5), the threat on it, an attack's
// consequences, why a phase is ended, and nothing of the game's die (PH-OPT.1) learnt in advance.
import { describe, expect, test } from 'vitest'
import { attackConsequences, hintFacts, newGame, planFacts, type PhCommand } from '../../src/phalanx/index'
import { atk, ctx, end, field, mv, position, turnTo } from './helpers'

// N-H1 at 0605 facing South; S-H1 and S-H2 have it in their front; S-H3 at 0805 can step to 0705 beside it.
const units = { 'N-H1': '0605/F6', 'S-H1': '0606/F12', 'S-H2': '0506/F12', 'S-H3': '0805/F10' }
const rout = atk('N-H1', 'S-H1', 'S-H2', 'S-H3')

describe('PH hint facts', () => {
  test('PH-SETUP.3 PH-MOVE.1 a unit leaving the camp: the arrow starts at the camp, the units left inside are counted', () => {
    const s = newGame(field, { first: 'south' })
    const f = hintFacts(ctx, s, [mv('S-H1', '0608', 'F12'), end, end, end])!
    expect(f).toMatchObject({
      kind: 'move',
      unit: 'S-H1',
      from: null,
      to: '0608',
      path: ['0609', '0608'],
      facing: 0,
      campLeft: 9,
      strikes: [],
      joins: null,
      plan: [],
    })
    expect(f.front).toHaveLength(2)
    expect(f.rules).toEqual(['PH-MOVE.1', 'PH-SETUP.3'])
  })

  test('PH-CBT.2 PH-CBT.5 a move into the front of an enemy, for the plan’s attack: exact, and no threat left after it', () => {
    const s = position({ units })
    const plan = [mv('S-H3', '0705'), end, end, rout, end]
    const f = hintFacts(ctx, s, plan)!
    expect(f).toMatchObject({ kind: 'move', unit: 'S-H3', from: '0805', to: '0705', path: ['0805', '0705'] })
    expect(f.facing).toBeNull()
    expect(f.strikes).toEqual(['N-H1'])
    expect(f.joins).toEqual({
      target: 'N-H1',
      attackers: ['S-H1', 'S-H2', 'S-H3'],
      strength: 3,
      defence: 3,
      routed: { num: 1, den: 1 },
      points: 1,
    })
    expect(f.plan).toEqual([f.joins])
    expect(f.rules).toEqual(['PH-MOVE.1', 'PH-CBT.2', 'PH-CBT.5'])
    // N-H1 routed, no North unit can reach it next turn.
    expect(f.danger).toEqual({ strength: 0, defence: 3 })
    // Without the attack, N-H1 (attack 1) still stands beside it.
    expect(hintFacts(ctx, s, [mv('S-H3', '0705'), end, end, end])!.danger).toEqual({ strength: 1, defence: 3 })
  })

  test('PH-FACE.1 a turn: the unit’s hex, the facing taken and what comes into its front', () => {
    const s = position({ units: { ...units, 'S-H3': '0705/F2' }, phase: 'facing' })
    const f = hintFacts(ctx, s, [turnTo('S-H3', 'F10'), end, rout, end])!
    expect(f).toMatchObject({ kind: 'face', unit: 'S-H3', from: '0705', to: '0705', path: ['0705'], facing: 5 })
    expect(f.strikes).toEqual(['N-H1'])
    expect(f.rules).toEqual(['PH-FACE.1', 'PH-CBT.2', 'PH-CBT.5'])
  })

  test('PH-CBT.4 an attack: its consequences are the coach’s own, and the target’s hex is where the hint points', () => {
    const s = position({ units: { ...units, 'S-H3': '0705/F10' }, phase: 'attack' })
    const f = hintFacts(ctx, s, [rout, end])!
    const a = attackConsequences(ctx, s, 'N-H1', ['S-H1', 'S-H2', 'S-H3'])
    expect(a.ok && f.attack).toEqual(a.ok && a.consequences)
    expect(f).toMatchObject({ kind: 'attack', to: '0605', unit: null, rules: ['PH-CBT.4', 'PH-CBT.5'] })
  })

  test('PH-SEQ.2 PH-CBT.1 ending the attack phase: the strongest attack left, which does not rout', () => {
    const s = position({ units: { 'N-H1': '0605/F6', 'S-H1': '0606/F12', 'S-H2': '0506/F12' }, phase: 'attack' })
    const f = hintFacts(ctx, s, [end])!
    expect(f).toMatchObject({
      kind: 'end-phase',
      phase: 'attack',
      bestLeft: { target: 'N-H1', strength: 2, defence: 3 },
    })
    expect(f.rules).toEqual(['PH-SEQ.2', 'PH-CBT.1'])
    expect(hintFacts(ctx, position({ units }), [end])).toMatchObject({ kind: 'end-phase', bestLeft: null })
  })

  test('PH-WIN.7 PH-SEQ.1 a draw, a refused command and no command', () => {
    const s = position({ units })
    expect(hintFacts(ctx, s, [{ type: 'agreeDraw' }])).toMatchObject({ kind: 'draw', rules: ['PH-WIN.7'] })
    const refused: PhCommand = { type: 'face', unit: 'S-H1', facing: 2 }
    expect(hintFacts(ctx, s, [refused])).toBeNull()
    expect(hintFacts(ctx, s, [])).toBeNull()
  })

  test('PH-OPT.1 the plan’s attacks are read with their chances, and the game’s die is never rolled to read them', () => {
    const s = position({ units: { ...units, 'S-H3': '0705/F10' }, phase: 'attack', randomDefence: true, seed: 9 })
    const p = planFacts(ctx, s, [rout, end])
    expect(p.attacks.map((a) => a.routed)).toEqual([{ num: 5, den: 6 }])
    expect(p.end.rng).toBe(s.rng)
    expect(p.end.declared).toEqual([{ target: 'N-H1', attackers: ['S-H1', 'S-H2', 'S-H3'] }])
    expect(p.end.units['N-H1']!.location).toBe('0605')
  })
})
