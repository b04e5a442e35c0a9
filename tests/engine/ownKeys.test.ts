// Issue 9.1: ids from outside are looked up as own keys; built-in object keys are unknown ids, refused.
import { describe, expect, test } from 'vitest'
import { apply, Combat, Movement, type Command } from '../../src/engine'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'
import { BUILTIN_KEYS } from '../../scripts/fuzz/fuzzer'

const ctx = ctxOf(openMap(5, 6))
const units = [
  { id: 'fr1', side: 'fr' as const, hex: '0302', str: 4 },
  { id: 'frB', side: 'fr' as const, type: 'artillery' as const, hex: '0301', str: 2 },
  { id: 'ru1', side: 'ru' as const, hex: '0303', str: 3 },
]
const commanders = [{ id: 'c0', side: 'fr' as const, hex: '0302' }]

describe('built-in object keys as ids (issue 9.1)', () => {
  test.each(BUILTIN_KEYS)(
    '"%s" is refused as an attacker, battery, defender, mover and commander, never thrown',
    (key) => {
      const combat = testGame({ phase: 'combat', units, commanders })
      const movement = testGame({ phase: 'movement', units, commanders })
      const cases: Array<[typeof combat, Command]> = [
        [combat, { type: 'attack', defender: 'ru1', attackers: [key] }],
        [combat, { type: 'attack', defender: 'ru1', attackers: ['fr1'], batteries: [key] }],
        [combat, { type: 'attack', defender: key, attackers: ['fr1'] }],
        [combat, { type: 'fire', batteries: [key], target: 'ru1' }],
        [combat, { type: 'fire', batteries: ['frB'], target: key }],
        [movement, { type: 'move', unit: key, path: ['0302', '0402'] }],
        [movement, { type: 'moveCommander', commander: key, path: ['0302', '0402'] }],
        [movement, { type: 'limber', unit: key }],
        [movement, { type: 'unlimber', unit: key }],
      ]
      for (const [state, cmd] of cases) {
        const before = JSON.stringify(state)
        const out = apply(ctx, state, cmd)
        expect(out.ok, JSON.stringify(cmd)).toBe(false)
        expect(JSON.stringify(state)).toBe(before)
      }
      expect(Combat.attackTargets(ctx, combat, key)).toEqual([])
      expect(Combat.batteryFireArc(ctx, combat, key)).toEqual([])
      expect(Movement.unitReach(ctx, movement, key).ok).toBe(false)
    },
  )
  test('setup commands refuse built-in keys as units and commanders', () => {
    const setup = testGame({ phase: 'setup', units, commanders })
    for (const key of BUILTIN_KEYS) {
      expect(apply(ctx, setup, { type: 'place', unit: key, hex: '0101' }).ok).toBe(false)
      expect(apply(ctx, setup, { type: 'placeCommander', commander: key, hex: '0101' }).ok).toBe(false)
    }
  })
})
