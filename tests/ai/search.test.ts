// Hard's plan search: the plans it compares are distinct, legal and start from Normal's own plan;
// leaving a target out moves the effort elsewhere; a playout looks two turns on; the simulations stay within the
// budget.
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { createAiPlayer } from '../../src/ai'
import { playMatch } from '../../src/ai/match'
import { planMovement } from '../../src/ai/movePlan'
import { candidatePlans, MAX_PLANS, playout, searchMovement } from '../../src/ai/search'
import { LEVEL_PARAMS, levelParams } from '../../src/ai/types'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { play } from '../helpers/testGame'
import { loadMap } from '../../src/engine/map/map'
import { newGameFromScenario } from '../../src/engine/setup/scenario'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { seededRand } from '../../src/core'

const map = loadMap(borodinoMapData)
const ctx: Ctx = { map }

/** The French movement phase of turn 1 on the real map, and the Russian one after a Normal French turn. */
function positions(): { fr: GameState; ru: GameState } {
  const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812)
  if (!r.ok) throw new Error(r.error.join('; '))
  const fr = play(ctx, r.value, { type: 'rally' })
  let ru: GameState | null = null
  playMatch(
    ctx,
    r.value,
    { fr: createAiPlayer({ level: 'normal', seed: 1 }), ru: createAiPlayer({ level: 'normal', seed: 2 }) },
    { maxTurn: 1, onState: (s) => void (ru ??= s.side === 'ru' && s.phase === 'movement' ? s : null) },
  )
  if (!ru) throw new Error('no Russian movement phase')
  return { fr, ru }
}

describe('Hard: candidate plans', () => {
  const { fr, ru } = positions()
  test('both sides get several distinct, legal plans: Hard’s own first; the French try Normal’s too', () => {
    expect(fr.side).toBe('fr')
    expect(ru.side).toBe('ru')
    expect(ru.phase).toBe('movement')
    for (const s of [fr, ru]) {
      const plans = candidatePlans(ctx, s, seededRand(5))
      expect(plans.length).toBeGreaterThanOrEqual(3)
      expect(plans.length).toBeLessThanOrEqual(MAX_PLANS)
      expect(plans[0]).toEqual(planMovement(ctx, s, levelParams('hard', s.side), seededRand(5)).commands)
      // The Hard Russians' plans all see a battery's danger a move ahead (batteryForesight), so Normal's is not one.
      const normal = JSON.stringify(planMovement(ctx, s, levelParams('normal', s.side), seededRand(5)).commands)
      if (s.side === 'fr') expect(plans.map((p) => JSON.stringify(p))).toContain(normal)
      expect(new Set(plans.map((p) => JSON.stringify(p))).size).toBe(plans.length)
      for (const p of plans) {
        const end = play(ctx, s, ...p)
        expect(end.phase).toBe('combat')
      }
    }
  }, 60_000)

  test('a target left out is not attacked; the plan sets up against others instead', () => {
    const base = planMovement(ctx, fr, LEVEL_PARAMS.hard, seededRand(2))
    expect(base.targets.length).toBeGreaterThan(0)
    const first = at(base.targets, 0)
    const other = planMovement(ctx, fr, LEVEL_PARAMS.hard, seededRand(2), { exclude: new Set([first]) })
    expect(other.targets).not.toContain(first)
    expect(other.commands).not.toEqual(base.commands)
  }, 30_000)

  test('a playout looks as far for either side: through its next turn and the enemy’s reply to it', () => {
    // Two turns on, at the side's own rally: a plan is judged by the blow after next too (HORIZON).
    for (const s of [fr, ru]) {
      const plan = planMovement(ctx, s, levelParams('hard', s.side), seededRand(3)).commands
      const end = playout(ctx, s, plan, 7, seededRand(3))
      expect(end).not.toBeNull()
      expect([end?.side, end?.phase, end?.turn]).toEqual([s.side, 'rally', s.turn + 2])
    }
    // A plan the rules refuse is not played out.
    expect(playout(ctx, ru, [{ type: 'rally' }], 7, seededRand(3))).toBeNull()
  }, 60_000)

  test('the search returns one of the candidate plans and runs no more simulations than its budget', () => {
    for (const budget of [2, 5]) {
      const report = { plans: 0, simulations: 0 }
      const chosen = searchMovement(ctx, fr, budget, seededRand(9), report)
      const plans = candidatePlans(ctx, fr, seededRand(9))
      expect(plans.map((p) => JSON.stringify(p))).toContain(JSON.stringify(chosen))
      expect(report.simulations).toBeGreaterThan(0)
      expect(report.simulations).toBeLessThanOrEqual(budget)
    }
  }, 120_000)
})
