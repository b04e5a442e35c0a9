// A retreat or advance into a hex held by one's own counter: the counter takes the click, and it means its hex.
import { describe, expect, it } from 'vitest'
import { Combat } from '../../src/engine'
import type { RetreatStep } from '../../src/engine/combat/retreat'
import { interpret, type BoardInput } from '../../src/ui/board/controller'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

const map = openMap(7, 7)
const ctx = ctxOf(map)
// The Russian unit in 0404 retreats two hexes from the attacker in 0403; a Russian unit and a commander stand in
// 0405, a hex the retreat may pass through.
function retreating(): BoardInput {
  const state = testGame({
    side: 'fr',
    phase: 'combat',
    units: [
      { id: 'd', side: 'ru', hex: '0404' },
      { id: 'a', side: 'fr', hex: '0403' },
      { id: 'f', side: 'ru', hex: '0405' },
    ],
    commanders: [{ id: 'k', side: 'ru', hex: '0405' }],
  })
  const step: RetreatStep = {
    kind: 'retreat',
    side: 'ru',
    unit: 'd',
    remaining: 2,
    total: 2,
    path: ['0404'],
    enemies: ['a'],
    commanders: [],
  }
  state.pending = [step]
  return { ctx, state, sel: { unit: null, commander: null, defender: null, attackers: [] }, setupLimbered: false }
}

describe('a retreat through a hex held by an own counter (CBT.10)', () => {
  it('a click on the counter there is the retreat into its hex', () => {
    const i = retreating()
    expect(Combat.whyNotRetreat(ctx, i.state, i.state.pending[0] as RetreatStep, '0405')).toBeNull()
    const move = [{ kind: 'command', command: { type: 'retreat', unit: 'd', hex: '0405' } }]
    expect(interpret(i, { kind: 'unit', id: 'f' })).toEqual(move)
    expect(interpret(i, { kind: 'commander', id: 'k' })).toEqual(move)
  })

  it('a click on the retreating unit itself, or on a counter where it may not go, is not a retreat', () => {
    const i = retreating()
    expect(interpret(i, { kind: 'unit', id: 'd' })).not.toContainEqual(expect.objectContaining({ kind: 'command' }))
    expect(interpret(i, { kind: 'unit', id: 'a' })).not.toContainEqual(expect.objectContaining({ kind: 'command' }))
  })
})
