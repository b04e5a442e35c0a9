import { describe, expect, it } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import type { Command } from '../../src/engine/core/commands'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'
import { say } from '../helpers/say'

const map = openMap(4, 4)
const ctx = ctxOf(map)
const base = testGame({
  units: [
    { id: 'a', side: 'fr', hex: '0101' },
    { id: 'r', side: 'ru', hex: '0404' },
  ],
})

describe('illegal input is a refusal with a rule, never an exception, and never changes the state', () => {
  // A malformed command breaks no rule of the game: it is refused under its own code with no rule id (null).
  const cases: Array<[string, unknown, string | null]> = [
    ['unknown unit', { type: 'move', unit: 'nobody', path: ['0101', '0201'] }, 'UNIT.1'],
    ['off-map hex', { type: 'move', unit: 'a', path: ['0101', '0901'] }, 'MAP.1'],
    ['path not from the unit', { type: 'move', unit: 'a', path: ['0201', '0301'] }, 'MOVE.1'],
    ['jump between distant hexes', { type: 'move', unit: 'a', path: ['0101', '0401'] }, 'MOVE.1'],
    ['a path that is not a list', { type: 'move', unit: 'a', path: 'north' }, null],
    ['attackers that are not a list', { type: 'attack', defender: 'r', attackers: 'a' }, null],
    ['a unit id that is a number', { type: 'limber', unit: 7 }, null],
    ['a placement flag of the wrong type', { type: 'place', unit: 'a', hex: '0101', limbered: 'yes' }, null],
    ['the other side’s unit', { type: 'move', unit: 'r', path: ['0404', '0403'] }, 'SEQ.3'],
    ['a non-battery limbering', { type: 'limber', unit: 'a' }, 'UNIT.3'],
    ['an unknown command', { type: 'teleport' }, null],
    ['not a command at all', null, null],
  ]
  for (const [name, cmd, rule] of cases) {
    it(`SEQ.3 ${name} → refusal citing ${rule ?? 'no rule (malformed)'}`, () => {
      const before = structuredClone(base)
      const out = apply(ctx, base, cmd as Command)
      expect(out.ok).toBe(false)
      if (!out.ok) {
        expect(out.refusal.rule).toBe(rule)
        expect(say(out.refusal, 'ru')?.length).toBeGreaterThan(5)
        expect(say(out.refusal, 'en')?.length).toBeGreaterThan(5)
      }
      expect(base).toEqual(before)
    })
  }

  it('SEQ.3 a malformed command names the fields that are wrong', () => {
    const out = apply(ctx, base, { type: 'move', unit: 'a', path: [1, 2] } as never)
    expect(out.ok ? null : [out.refusal.code, say(out.refusal, 'en')]).toEqual([
      'command.malformed',
      'Malformed "move" command: path (strings).',
    ])
  })

  it('SEQ.3 moving in the combat phase is refused', () => {
    const s = { ...base, phase: 'combat' as const }
    const out = apply(ctx, s, { type: 'move', unit: 'a', path: ['0101', '0201'] })
    expect(out.ok ? null : out.refusal.code).toBe('phase.not-movement')
  })

  it('MOVE.1 a legal move returns a new state and a moved event; the old state is untouched', () => {
    const out = apply(ctx, base, { type: 'move', unit: 'a', path: ['0101', '0102'] })
    expect(out.ok).toBe(true)
    if (!out.ok) return
    expect(out.state.units.a!.hex).toBe('0102')
    expect(base.units.a!.hex).toBe('0101')
    expect(out.events).toEqual([{ type: 'moved', rule: 'MOVE.1', unit: 'a', path: ['0101', '0102'], cost: 1 }])
  })
})
