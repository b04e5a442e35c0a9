// PH-SETUP.1–5 and PH-INT.4, PH-INT.5, PH-INT.16: the start, leaving the camp and the exit deadline.
import { describe, expect, test } from 'vitest'
import { distance, legalMoves, newGame, standing, turnInfo } from '../../src/phalanx/index'
import { atk, ctx, end, field, mv, play, position, refusal, turnTo } from './helpers'

describe('PH-SETUP start of play', () => {
  test('PH-SETUP.1 only the two camps start on the board; every other unit waits in its camp with no facing', () => {
    const s = newGame(field)
    const onBoard = Object.values(s.units).filter((u) => u.location !== 'camp')
    expect(onBoard.map((u) => [u.id, u.location]).sort()).toEqual([
      ['N-K', '0601'],
      ['S-K', '0609'],
    ])
    expect(Object.values(s.units).every((u) => u.facing === null)).toBe(true)
    expect(s.phase).toBe('movement')
  })

  test('PH-SETUP.2 PH-INT.16 the first player is a setup parameter; "random" draws from the seed', () => {
    expect(newGame(field, { first: 'north' }).side).toBe('north')
    expect(newGame(field, { first: 'north' }).ownTurn).toEqual({ south: 0, north: 1 })
    expect(newGame(field).side).toBe('south')
    const firsts = Array.from({ length: 20 }, (_, i) => newGame(field, { first: 'random', seed: i + 1 }).side)
    expect(new Set(firsts)).toEqual(new Set(['south', 'north']))
    expect(Array.from({ length: 20 }, (_, i) => newGame(field, { first: 'random', seed: i + 1 }).side)).toEqual(firsts)
  })

  test('PH-SETUP.3 PH-INT.4 leaving the camp: exit facing chosen, the first step into a camp neighbour counts one hex', () => {
    const s = newGame(field)
    const r = refusal(s, mv('S-H1', '0508'))
    expect([r.rule, r.code]).toEqual(['PH-SETUP.3', 'move.exit-facing-missing'])
    // The exit facing is the front for the whole move.
    expect(refusal(s, mv('S-H1', '0709', 'F12')).code).toBe('move.not-front')
    const out = play(s, mv('S-H1', '0709', 'F2'))
    expect(out.state.units['S-H1']).toMatchObject({ location: '0709', facing: 1 })
    expect(out.events).toEqual([
      { kind: 'moved', rule: 'PH-SETUP.3', unit: 'S-H1', from: 'camp', path: ['0709'], facing: 1 },
    ])
    // Cavalry: the exit step is one of its 2 hexes, so it ends 2 hexes out at most.
    expect(play(s, mv('S-C1', '0508 0507', 'F12')).state.units['S-C1']!.location).toBe('0507')
    expect(refusal(s, mv('S-C1', '0508 0507 0406', 'F12')).code).toBe('move.too-long')
    // Any of the camp's neighbours can be the first step (with a suitable facing).
    const m = legalMoves(ctx, s, 'S-H2')
    if (!m.ok) throw new Error('refused')
    expect(m.value.map((d) => d.hex).sort()).toEqual(['0508', '0509', '0608', '0709'])
    for (const d of m.value) expect(d.options.length).toBe(2)
    // Peltasts leave with no facing.
    expect(refusal(s, mv('S-P', '0508', 'F12')).code).toBe('move.peltasts-no-facing')
    expect(play(s, mv('S-P', '0508')).state.units['S-P']).toMatchObject({ location: '0508', facing: null })
  })

  test('PH-SETUP.3 a unit that has left cannot go back in: the camp hex is occupied', () => {
    const s = position({ units: { 'S-H1': '0508/F6', 'S-C1': '0608/F6' } })
    expect(refusal(s, mv('S-H1', '0609')).code).toBe('move.occupied')
    expect(refusal(s, mv('S-C1', '0609')).params).toMatchObject({ by: 'S-K' })
  })

  test('PH-SETUP.4 PH-INT.5 PH-TEST.8 the exit deadline: refused while an exit is free in own turn 3', () => {
    const units = {
      'S-S': '0607/F12',
      'S-H1': '0508/F12',
      'S-H2': '0707/F12',
      'S-H3': '0407/F12',
      'S-H4': '0307/F12',
      'S-H5': '0207/F12',
      'S-H6': 'camp',
      'S-C1': '0105/F12',
      'S-C2': '1005/F12',
      'S-P': '0806',
    }
    const turn3 = position({ units, ownTurn: { south: 3 } })
    const r = refusal(turn3, end)
    expect([r.rule, r.code, r.params]).toEqual(['PH-SETUP.4', 'end.camp-deadline', { units: ['S-H6'] }])
    expect(turnInfo(ctx, turn3).mustLeaveCamp).toEqual(['S-H6'])
    expect(play(turn3, mv('S-H6', '0608', 'F12'), end).state.phase).toBe('facing')
    // Before own turn 3 there is no deadline yet.
    expect(play(position({ units, ownTurn: { south: 2 } }), end).state.phase).toBe('facing')
  })

  test('PH-SETUP.4 PH-TEST.8 with every exit blocked by own units, the units inside are lost, count as losses and score for the enemy', () => {
    const units = {
      'S-S': '0607/F12',
      'S-H1': '0508/F12',
      'S-H2': '0608/F12',
      'S-H3': '0509/F12',
      'S-H4': '0709/F12',
      'S-H5': 'camp',
      'S-H6': 'camp',
      'S-C1': '0105/F12',
      'S-C2': '1005/F12',
      'S-P': '0806',
      'N-H1': 'lost',
      'N-H2': 'lost',
      'N-H3': 'lost',
      'N-H4': 'lost',
      'N-S': '0303/F6',
      'N-H5': '0403/F6',
      'N-H6': '0503/F6',
      'N-C1': '0703/F6',
      'N-C2': '0803/F6',
      'N-P': '0903',
    }
    const s = position({ units, ownTurn: { south: 3, north: 3 } })
    expect(turnInfo(ctx, s).mustLeaveCamp).toEqual([])
    const out = play(s, end)
    expect(out.events[0]).toEqual({
      kind: 'unitsLostInCamp',
      rule: 'PH-SETUP.4',
      side: 'south',
      units: ['S-H5', 'S-H6'],
    })
    expect(standing(out.state).losses.south).toEqual({ units: ['S-H5', 'S-H6'], breakCount: 2, points: 2 })
    // North, already at 4 losses, breaks at the end of its turn and scores South's two lost units.
    const north = play(out.state, end, end, end, end, end).state
    expect(north.result).toEqual({
      reason: 'break',
      breaking: 'north',
      scores: { north: 2, south: 8 },
      winner: 'south',
    })
  })

  test('PH-SETUP.5 units in the camp have no facing and can neither attack nor be attacked; no enemy can reach a camp in time', () => {
    const s = position({ units: { 'S-H1': '0605/F12', 'N-H1': '0604/F6' }, phase: 'attack' })
    expect(refusal(s, atk('N-H2', 'S-H1')).code).toBe('attack.target-not-on-board')
    expect(refusal(s, atk('N-H1', 'S-H2')).code).toBe('attack.attacker-not-on-board')
    expect(refusal(position({ units: {}, phase: 'facing' }), turnTo('S-H1', 'F6')).code).toBe('face.not-on-board')
    // Derived fact: in its first three turns a unit gets at most 6 hexes from its camp (exit step
    // included), and every such hex is 2 or more from the enemy camp, so camp exits are never blocked.
    for (const h of field.hexes) {
      if (distance(field, h, field.camp.south) <= 6)
        expect(distance(field, h, field.camp.north)).toBeGreaterThanOrEqual(2)
    }
  })
})
