import { describe, expect, test } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import { turnTime } from '../../src/engine/core/state'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'
import { ofType, ok, refused } from './cbtHelpers'
import { isGameOver } from '../../src/engine'

const open = ctxOf(openMap(5, 6))

describe('SEQ', () => {
  test('SEQ.1 20 turns from 06:00 to 15:30; after turn 20 nothing but queries', () => {
    expect(turnTime(1)).toBe('06:00')
    expect(turnTime(20)).toBe('15:30')
    let s = testGame({ phase: 'rally', units: [{ id: 'fr1', side: 'fr', hex: '0101' }] })
    let n = 0
    while (!isGameOver(s)) {
      s = ok(open, s, { type: 'endPhase' }).state
      n++
    }
    expect(n).toBe(20 * 2 * 3)
    expect(s).toMatchObject({ turn: 20, phase: 'over' })
    expect(refused(open, s, { type: 'endPhase' }).code).toBe('game.over')
    expect(refused(open, s, { type: 'move', unit: 'fr1', path: ['0101', '0102'] }).code).toBe('game.over')
    expect(refused(open, s, { type: 'rally' }).code).toBe('game.over')
  })
  test('SEQ.2 the French go first, then the Russians, then the next turn', () => {
    let s = testGame({ phase: 'combat', units: [] })
    s = ok(open, s, { type: 'endPhase' }).state
    expect([s.turn, s.side, s.phase]).toEqual([1, 'ru', 'rally'])
    s = { ...s, phase: 'combat' }
    const r = ok(open, s, { type: 'endPhase' })
    expect([r.state.turn, r.state.side, r.state.phase]).toEqual([2, 'fr', 'rally'])
    expect(ofType(r.events, 'phase-started')[0]).toMatchObject({ turn: 2, side: 'fr', phase: 'rally' })
  })
  test('SEQ.3 rally → movement → combat; commands belong to their phase and to the phasing side', () => {
    let s = testGame({
      phase: 'rally',
      units: [
        { id: 'fr1', side: 'fr', hex: '0101' },
        { id: 'ru1', side: 'ru', hex: '0105' },
      ],
    })
    expect(refused(open, s, { type: 'move', unit: 'fr1', path: ['0101', '0102'] }).rule).toBe('SEQ.3')
    s = ok(open, s, { type: 'rally' }).state
    expect(s.phase).toBe('movement')
    expect(refused(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] }).code).toBe('phase.not-combat')
    expect(refused(open, s, { type: 'move', unit: 'ru1', path: ['0105', '0104'] }).code).toBe('side.not-phasing')
    s = ok(open, s, { type: 'move', unit: 'fr1', path: ['0101', '0102', '0103'] }).state
    s = ok(open, s, { type: 'endPhase' }).state
    expect(s.phase).toBe('combat')
    expect(refused(open, s, { type: 'move', unit: 'fr1', path: ['0103', '0102'] }).rule).toBe('SEQ.3')
    expect(refused(open, s, { type: 'retreat', unit: 'fr1', hex: '0102' }).code).toBe('pending.none')
  })
  test('SEQ.4 the same seed and commands give the same game', () => {
    const s = testGame({
      phase: 'combat',
      seed: 99,
      units: [
        { id: 'fr1', side: 'fr', hex: '0303' },
        { id: 'ru1', side: 'ru', hex: '0304' },
      ],
    })
    const a = apply(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    const b = apply(open, s, { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
    expect(a).toEqual(b)
  })
})
