import { describe, expect, it } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import { newGameFromScenario } from '../../src/engine/setup/scenario'
import { suggestSetup } from '../../src/engine/setup/setupSuggest'
import { allUnits, commanders, hypotheticalScenario } from '../../src/data/bundled'
import { ctx } from './fixtures'
import { say } from '../helpers/say'

describe('SCN.2 the hypothetical scenario can be set up and played', () => {
  it('SCN.2 both sides set up every unit with "place the rest" and the French rally of turn 1 begins', () => {
    const res = newGameFromScenario(ctx, hypotheticalScenario, allUnits, commanders, 11)
    if (!res.ok) throw new Error(res.error.join('\n'))
    let s = res.value
    for (const side of ['ru', 'fr'] as const) {
      expect([s.phase, s.side]).toEqual(['setup', side])
      for (const cmd of [...suggestSetup(ctx, s), { type: 'endPhase' as const }]) {
        const out = apply(ctx, s, cmd)
        if (!out.ok) throw new Error(`${JSON.stringify(cmd)}: ${say(out.refusal, 'en')}`)
        s = out.state
      }
    }
    expect([s.turn, s.side, s.phase]).toEqual([1, 'fr', 'rally'])
    expect(Object.values(s.units).filter((u) => u.hex === null)).toEqual([])
    expect(
      Object.values(s.commanders)
        .filter((c) => c.hex === null)
        .map((c) => c.id),
    ).toEqual([])
  })
})
