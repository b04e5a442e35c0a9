// A small run of the fuzzer (npm run fuzz runs the big one): real scenarios, legal, illegal and
// malformed commands; no exception, no refusal that changes the state, no broken invariant.
import { describe, expect, test } from 'vitest'
import { fuzz, invariantProblems } from '../../scripts/fuzz/fuzzer'
import { ctxOf, testGame } from '../helpers/testGame'
import { openMap } from '../helpers/testMap'

describe('fuzzing the engine', () => {
  test('2,000 commands on the historical and hypothetical scenarios give zero faults', () => {
    const r = fuzz({ commands: 2000, seed: 9, afterEnd: 20 })
    expect(r.samples).toEqual([])
    expect({
      exceptions: r.exceptions,
      refusalsThatChangedState: r.refusalsThatChangedState,
      invariantViolations: r.invariantViolations,
    }).toEqual({ exceptions: 0, refusalsThatChangedState: 0, invariantViolations: 0 })
    expect(r.simulationMismatches).toBe(0)
    expect(r.commands).toBe(2000)
    expect(r.accepted).toBeGreaterThan(200)
    expect(r.refused).toBeGreaterThan(200)
  }, 120_000)
  test('the invariant check sees stacking, a unit off the map and losses that do not match', () => {
    const ctx = ctxOf(openMap(4, 4))
    const s = testGame({
      phase: 'movement',
      units: [
        { id: 'a', side: 'fr', hex: '0101', str: 3 },
        { id: 'b', side: 'fr', hex: '0101', str: 2 },
      ],
    })
    const defs = new Map(Object.values(s.units).map((u) => [u.id, { front: u.front.strength, back: u.back.strength }]))
    expect(invariantProblems(ctx, s, defs).join()).toContain('stacked')
    const off = { ...s, units: { ...s.units, b: { ...s.units.b!, hex: '9999' } }, losses: { fr: 1, ru: 0 } }
    const p = invariantProblems(ctx, off, defs).join()
    expect(p).toContain('not a map hex')
    expect(p).toContain('losses')
  })
})
