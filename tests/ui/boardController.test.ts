// The board's controller without React or stores: what the board shows for a position and a selection, and what
// each thing the player points at does, on tiny maps where the rule behind it makes the difference.
import { describe, expect, it } from 'vitest'
import { interpret, boardMarks, combatView, type BoardInput, type Selection } from '../../src/ui/board/controller'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestGameSpec } from '../helpers/testGame'

const NONE: Selection = { unit: null, commander: null, defender: null, attackers: [] }
const map = openMap(6, 6)
const ctx = ctxOf(map)
const input = (spec: TestGameSpec, sel: Partial<Selection> = {}): BoardInput => ({
  ctx,
  state: testGame(spec),
  sel: { ...NONE, ...sel },
  setupLimbered: false,
})

describe('movement phase', () => {
  const units: TestGameSpec['units'] = [
    { id: 'a', side: 'fr', hex: '0101' },
    { id: 'r', side: 'ru', hex: '0505' },
  ]

  it('a click on an own unit selects it, whatever was selected', () => {
    expect(interpret(input({ units }, { unit: 'r' }), { kind: 'unit', id: 'a' })).toEqual([
      { kind: 'select', unit: 'a' },
    ])
  })

  it('MOVE.1 the reach is marked with its costs, and a click on a reachable hex moves along the cheapest path', () => {
    const i = input({ units }, { unit: 'a' })
    const { marks } = boardMarks(i)
    expect(marks.get('0102')).toEqual({ kind: 'reach', label: '1' })
    expect(marks.get('0104')).toEqual({ kind: 'reach', label: '3' })
    expect(marks.has('0106')).toBe(false) // 5 MP away: beyond a 4 MP unit
    const [e] = interpret(i, { kind: 'hex', hex: '0103' })
    expect(e).toEqual({ kind: 'command', command: { type: 'move', unit: 'a', path: ['0101', '0102', '0103'] } })
  })

  it('MOVE.1 a click on a hex out of reach is explained with the rule, never sent to the engine', () => {
    const [e] = interpret(input({ units }, { unit: 'a' }), { kind: 'hex', hex: '0106' })
    expect(e?.kind).toBe('explain')
    if (e?.kind === 'explain') expect(e.refusal.rule).toMatch(/^MOVE\./)
  })

  it('ZOC.4 the reach stops in an enemy zone: the hexes beyond it are not marked', () => {
    const i = input(
      {
        units: [
          { id: 'a', side: 'fr', hex: '0101' },
          { id: 'r', side: 'ru', hex: '0103' },
        ],
      },
      { unit: 'a' },
    )
    const { marks } = boardMarks(i)
    expect(marks.get('0102')?.kind).toBe('reach')
    expect(marks.has('0104')).toBe(false)
  })

  it('CMD.1 a click on an own commander selects him, even with a unit selected; the hex around him or Enter moves the unit', () => {
    const spec: TestGameSpec = { units, commanders: [{ id: 'n', side: 'fr', hex: '0102' }] }
    const move = { kind: 'command', command: { type: 'move', unit: 'a', path: ['0101', '0102'] } }
    expect(interpret(input(spec, { unit: 'a' }), { kind: 'commander', id: 'n' })).toEqual([
      { kind: 'selectCommander', commander: 'n' },
    ])
    expect(interpret(input(spec, { unit: 'a' }), { kind: 'hex', hex: '0102' })).toEqual([move])
    expect(interpret(input(spec, { unit: 'a' }), { kind: 'cursor', hex: '0102' })).toEqual([move])
    expect(interpret(input(spec), { kind: 'cursor', hex: '0102' })).toEqual([
      { kind: 'selectCommander', commander: 'n' },
    ])
  })

  it('a click on the part of a badge over the next hex, with a mover that can end there, moves the mover there', () => {
    const spec: TestGameSpec = { units, commanders: [{ id: 'n', side: 'fr', hex: '0102' }] }
    // The badge of the commander at 0102 reaches over 0103: the point under the pointer decides.
    expect(interpret(input(spec, { unit: 'a' }), { kind: 'commander', id: 'n', point: '0103' })).toEqual([
      { kind: 'command', command: { type: 'move', unit: 'a', path: ['0101', '0102', '0103'] } },
    ])
    // On his own hex, or with nothing selected, or over a hex the mover cannot end in, the badge is the commander.
    expect(interpret(input(spec, { unit: 'a' }), { kind: 'commander', id: 'n', point: '0102' })).toEqual([
      { kind: 'selectCommander', commander: 'n' },
    ])
    expect(interpret(input(spec), { kind: 'commander', id: 'n', point: '0103' })).toEqual([
      { kind: 'selectCommander', commander: 'n' },
    ])
    expect(interpret(input(spec, { unit: 'a' }), { kind: 'commander', id: 'n', point: '0106' })).toEqual([
      { kind: 'selectCommander', commander: 'n' },
    ])
  })
})

describe('combat phase', () => {
  const units: TestGameSpec['units'] = [
    { id: 'a', side: 'fr', hex: '0303' },
    { id: 'far', side: 'fr', hex: '0101' },
    { id: 'r', side: 'ru', hex: '0304' },
  ]
  const spec: TestGameSpec = { units, phase: 'combat' }

  it('CBT.4 the enemy units that can be attacked are the targets; a click on one makes it the defender', () => {
    expect(combatView(ctx, testGame(spec), null).targets).toEqual(['r'])
    expect(interpret(input(spec), { kind: 'unit', id: 'r' })).toEqual([{ kind: 'defender', id: 'r' }])
  })

  it('CBT.4 an adjacent own unit joins the attack; one that cannot is explained, the attack kept', () => {
    const i = input(spec, { defender: 'r' })
    expect(combatView(ctx, i.state, 'r').candidates).toEqual(['a'])
    expect(interpret(i, { kind: 'unit', id: 'a' })).toEqual([{ kind: 'toggleAttacker', id: 'a' }])
    expect(interpret(i, { kind: 'unit', id: 'far' })).toEqual([{ kind: 'select', unit: 'far' }])
  })

  it('CBT.3 a unit next to an enemy must attack: the phase cannot end, and e says why', () => {
    expect(combatView(ctx, testGame(spec), null).must).toContain('a')
    const [e] = interpret(input(spec), { kind: 'endPhase' })
    expect(e?.kind).toBe('explain')
    if (e?.kind === 'explain') expect(e.refusal.rule).toBe('CBT.3')
  })
})

describe('keys', () => {
  it('n and p step through the units that can still act, with the cursor on each', () => {
    const units: TestGameSpec['units'] = [
      { id: 'a', side: 'fr', hex: '0101' },
      { id: 'b', side: 'fr', hex: '0404' },
      { id: 'r', side: 'ru', hex: '0606' },
    ]
    expect(interpret(input({ units }), { kind: 'step', delta: 1 })).toEqual([
      { kind: 'select', unit: 'a' },
      { kind: 'cursor', hex: '0101' },
    ])
    expect(interpret(input({ units }, { unit: 'a' }), { kind: 'step', delta: 1 })).toEqual([
      { kind: 'select', unit: 'b' },
      { kind: 'cursor', hex: '0404' },
    ])
    expect(interpret(input({ units }), { kind: 'step', delta: -1 })[0]).toEqual({ kind: 'select', unit: 'b' })
  })

  it('Enter on the cursor acts on the hex’s top counter, else on the hex', () => {
    const units: TestGameSpec['units'] = [{ id: 'a', side: 'fr', hex: '0101' }]
    expect(interpret(input({ units }), { kind: 'cursor', hex: '0101' })).toEqual([{ kind: 'select', unit: 'a' }])
    expect(interpret(input({ units }, { unit: 'a' }), { kind: 'cursor', hex: '0102' })[0]?.kind).toBe('command')
  })

  it('SEQ.3 e ends the phase when the rules allow it, clearing the selection first', () => {
    const units: TestGameSpec['units'] = [{ id: 'a', side: 'fr', hex: '0101' }]
    expect(interpret(input({ units }, { unit: 'a' }), { kind: 'endPhase' })).toEqual([
      { kind: 'clearAttack' },
      { kind: 'select', unit: null },
      { kind: 'command', command: { type: 'endPhase' } },
    ])
  })
})
