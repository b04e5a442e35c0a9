// Combat by keyboard on a tiny map: t picks a target with every unit that can join, a walks the cursor over them,
// Enter on the target rolls — a legal command the engine applies, two keys from the phase's start.
import { describe, expect, it } from 'vitest'
import { apply } from '../../src/engine'
import { interpret, type BoardInput, type Effect, type Selection } from '../../src/ui/board/controller'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestGameSpec } from '../helpers/testGame'

const map = openMap(6, 6)
const ctx = ctxOf(map)
const units: TestGameSpec['units'] = [
  { id: 'a', side: 'fr', hex: '0303' },
  { id: 'b', side: 'fr', hex: '0203' },
  { id: 'far', side: 'fr', hex: '0101' },
  { id: 'r', side: 'ru', hex: '0304' },
  { id: 's', side: 'ru', hex: '0103' },
]

/** The host's part, for the test: the selection and cursor after the effects; the commands they send. */
function run(input: BoardInput, effects: Effect[]): { input: BoardInput; commands: Effect[] } {
  let sel: Selection = { ...input.sel }
  let cursor = input.cursor ?? null
  const commands: Effect[] = []
  for (const e of effects) {
    if (e.kind === 'select') sel = { ...sel, unit: e.unit }
    else if (e.kind === 'defender') sel = { ...sel, defender: e.id, attackers: [] }
    else if (e.kind === 'toggleAttacker')
      sel = {
        ...sel,
        attackers: sel.attackers.includes(e.id) ? sel.attackers.filter((x) => x !== e.id) : [...sel.attackers, e.id],
      }
    else if (e.kind === 'cursor') cursor = e.hex
    else commands.push(e)
  }
  return { input: { ...input, sel, cursor }, commands }
}

const start = (): BoardInput => ({
  ctx,
  state: testGame({ units, phase: 'combat' }),
  sel: { unit: null, commander: null, defender: null, attackers: [] },
  setupLimbered: false,
  cursor: null,
})

describe('combat by keyboard', () => {
  it('CBT.4 t picks the first target with every unit that can join it, and puts the cursor on it', () => {
    const { input } = run(start(), interpret(start(), { kind: 'target', delta: 1 }))
    expect(input.sel.defender).toBe('s')
    expect(input.cursor).toBe('0103')
    expect([...input.sel.attackers].sort()).toEqual(['b'])
    const second = run(input, interpret(input, { kind: 'target', delta: 1 })).input
    expect(second.sel.defender).toBe('r')
    expect([...second.sel.attackers].sort()).toEqual(['a', 'b'])
    expect(run(second, interpret(second, { kind: 'target', delta: 1 })).input.sel.defender).toBe('s')
  })

  it('CBT.4 a walks the cursor over the units that can join; Enter there takes one out of the attack', () => {
    let i = run(start(), interpret(start(), { kind: 'target', delta: -1 })).input
    expect(i.sel.defender).toBe('r')
    i = run(i, interpret(i, { kind: 'attacker', delta: 1 })).input
    expect(i.cursor).toBe('0203')
    i = run(i, interpret(i, { kind: 'attacker', delta: 1 })).input
    expect(i.cursor).toBe('0303')
    i = run(i, interpret(i, { kind: 'cursor', hex: '0303' })).input
    expect(i.sel.attackers).toEqual(['b'])
  })

  it('CBT.5 Enter on the target rolls: the attack the engine applies, then the choice is cleared', () => {
    const i = run(start(), interpret(start(), { kind: 'target', delta: -1 })).input
    const effects = interpret(i, { kind: 'cursor', hex: '0304' })
    expect(effects).toHaveLength(1)
    const [e] = effects
    if (e?.kind !== 'command') throw new Error('no roll')
    expect(e.command).toMatchObject({ type: 'attack', defender: 'r' })
    expect(e.then).toEqual([{ kind: 'clearAttack' }])
    expect(apply(ctx, i.state, e.command).ok).toBe(true)
  })

  it('Enter on the target with nobody in the attack acts as a click (unselects it); outside combat, t does nothing', () => {
    const i = { ...start(), sel: { unit: null, commander: null, defender: 'r', attackers: [] } }
    expect(interpret(i, { kind: 'cursor', hex: '0304' })).toEqual([{ kind: 'defender', id: null }])
    const moving = { ...start(), state: testGame({ units, phase: 'movement' }) }
    expect(interpret(moving, { kind: 'target', delta: 1 })).toEqual([])
    expect(interpret(moving, { kind: 'attacker', delta: 1 })).toEqual([])
  })
})
