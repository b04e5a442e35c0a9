// The coach through the board's controller: a phase end that captures a commander is asked about first (when the
// coach is on), ended when confirmed; a hovered move's warnings are the engine's, asked for that hex and kept.
import { describe, expect, it } from 'vitest'
import { interpret, moveWarningsAt, type BoardInput, type Selection } from '../../src/ui/board/controller'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestGameSpec } from '../helpers/testGame'

const NONE: Selection = { unit: null, commander: null, defender: null, attackers: [] }
const ctx = ctxOf(openMap(5, 6))
const input = (spec: TestGameSpec, coach: boolean): BoardInput => ({
  ctx,
  state: testGame(spec),
  sel: NONE,
  setupLimbered: false,
  coach,
})
const END = [
  { kind: 'clearAttack' },
  { kind: 'select', unit: null },
  { kind: 'command', command: { type: 'endPhase' } },
]
// Ney alone next to a Russian unit: the movement phase's end captures him (CMD.5).
const alone: TestGameSpec = {
  units: [{ id: 'ru1', side: 'ru', hex: '0304' }],
  commanders: [{ id: 'ney', side: 'fr', hex: '0303', rating: 2 }],
}

describe('the phase end, with the coach', () => {
  it('CMD.5 a phase end that captures a commander is asked about first, with the warning', () => {
    expect(interpret(input(alone, true), { kind: 'endPhase' })).toEqual([
      {
        kind: 'confirmEndPhase',
        warnings: [{ code: 'commander-captured', rule: 'CMD.5', commander: 'ney', side: 'fr', hex: '0303' }],
      },
    ])
  })
  it('CMD.5 confirmed, or with the coach off, it ends the phase as before', () => {
    expect(interpret(input(alone, true), { kind: 'endPhase', confirmed: true })).toEqual(END)
    expect(interpret(input(alone, false), { kind: 'endPhase' })).toEqual(END)
  })
  it('a phase end that costs nothing is not asked about', () => {
    const safe: TestGameSpec = { ...alone, commanders: [{ id: 'ney', side: 'fr', hex: '0301', rating: 2 }] }
    expect(interpret(input(safe, true), { kind: 'endPhase' })).toEqual(END)
  })
})

describe('a hovered move’s warnings', () => {
  const spec: TestGameSpec = {
    units: [
      { id: 'fr1', side: 'fr', type: 'cavalry', hex: '0303' },
      { id: 'ru1', side: 'ru', hex: '0304' },
    ],
    commanders: [{ id: 'ney', side: 'fr', hex: '0303', rating: 2 }],
  }
  it('CMD.5 moving the unit off leaves Ney alone: warned for that hex, kept for the same state and hex', () => {
    const state = Object.freeze(testGame(spec)) // the engine's states are frozen: what is derived is kept with them
    const w = moveWarningsAt(ctx, state, 'fr1', null, '0302')
    expect(w).toEqual([{ code: 'commander-alone', rule: 'CMD.5', commander: 'ney', hex: '0303', mayStillMove: true }])
    expect(moveWarningsAt(ctx, state, 'fr1', null, '0302')).toBe(w)
  })
  it('no warning for a hex the mover cannot end in, for nothing selected, or a harmless move', () => {
    const state = testGame(spec)
    expect(moveWarningsAt(ctx, state, 'fr1', null, '0304')).toEqual([]) // the enemy's hex
    expect(moveWarningsAt(ctx, state, null, null, '0302')).toEqual([])
    expect(moveWarningsAt(ctx, state, null, 'ney', '0302')).toEqual([])
  })
})
