// PH-SEQ.1–3 and PH-INT.6: alternate player-turns, the phase order, own-turn counting.
import { describe, expect, test } from 'vitest'
import { apply, legalMoves, newGame, speedOf, turnInfo } from '../../src/phalanx/index'
import { atk, ctx, end, field, mv, play, position, refusal, turnTo } from './helpers'

describe('PH-SEQ sequence of play', () => {
  test("PH-SEQ.1 players alternate; only the phasing player's units move, turn and attack", () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'N-H1': '0604/F6', 'N-H2': '0504/F6' }, ownTurn: { north: 1 } })
    expect(refusal(s, mv('N-H1', '0605')).code).toBe('unit.not-own')
    expect(refusal({ ...s, phase: 'facing' }, turnTo('N-H1', 'F12')).code).toBe('unit.not-own')
    expect(refusal({ ...s, phase: 'attack' }, atk('S-H1', 'N-H1')).code).toBe('attack.target-own')
    expect(refusal({ ...s, phase: 'attack' }, atk('N-H2', 'S-H1', 'N-H1')).code).toBe('attack.attacker-not-own')
    const next = play(s, end, end, end)
    expect(next.state.side).toBe('north')
    expect(next.events.at(-1)).toEqual({
      kind: 'turnStarted',
      rule: 'PH-SEQ.1',
      side: 'north',
      ownTurn: 2,
      gameTurn: 2,
    })
    expect(play(next.state, end, end, end).state.side).toBe('south')
  })

  test('PH-SEQ.2 movement, facing, attack, each once and in order, with no going back', () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'N-H1': '0504/F6' } })
    expect(refusal(s, turnTo('S-H1', 'F6')).code).toBe('phase.wrong')
    expect(refusal(s, atk('N-H1', 'S-H1')).code).toBe('phase.wrong')
    const f = play(s, end)
    expect(f.events).toEqual([{ kind: 'phaseStarted', rule: 'PH-SEQ.2', side: 'south', phase: 'facing' }])
    const r = refusal(f.state, mv('S-H1', '0604'))
    expect([r.rule, r.params]).toEqual(['PH-SEQ.2', { expected: 'movement', phase: 'facing' }])
    expect(refusal(f.state, atk('N-H1', 'S-H1')).code).toBe('phase.wrong')
    const a = play(f.state, end)
    expect(a.state.phase).toBe('attack')
    expect(refusal(a.state, turnTo('S-H1', 'F6')).code).toBe('phase.wrong')
    expect(refusal(a.state, mv('S-H1', '0604')).code).toBe('phase.wrong')
    expect(turnInfo(ctx, a.state)).toMatchObject({ side: 'south', phase: 'attack' })
  })

  test('PH-SEQ.3 PH-INT.6 "first turn" is each owner\'s own: the second player\'s peltasts also move 2 in its first turn, and only then', () => {
    const s0 = newGame(field, { first: 'south' })
    expect(speedOf(s0, s0.units['S-P']!)).toBe(2)
    const north1 = play(s0, end, end, end).state
    expect(north1.ownTurn).toEqual({ south: 1, north: 1 })
    expect(speedOf(north1, north1.units['N-P']!)).toBe(2)
    expect(play(north1, mv('N-P', '0502 0503')).state.units['N-P']!.location).toBe('0503')
    // Peltasts that stay in the camp in their first turn have speed 1 when they leave in the second.
    const south2 = play(north1, end, end, end).state
    expect(south2.ownTurn.south).toBe(2)
    expect(refusal(south2, mv('S-P', '0508 0507')).code).toBe('move.too-long')
    const moves = legalMoves(ctx, south2, 'S-P')
    expect(moves.ok && moves.value.every((d) => d.options.every((o) => o.path.length === 1))).toBe(true)
    expect(apply(ctx, south2, mv('S-P', '0508')).ok).toBe(true)
  })
})
