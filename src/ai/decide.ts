// The AI's one entry point: the commands for the decision at hand, for one side.
import { type Command, type Ctx, type GameState, isGameOver, type Side } from '../engine'
import { decideCombat } from './combatPlan'
import { planMovement } from './movePlan'
import { decisionRand } from './rand'
import { searchMovement, type SearchReport } from './search'
import { decideSetup } from './setupPlan'
import { decideAdvance, decideExchange, decideRetreat } from './steps'
import { levelParams, type AiOptions } from './types'

/**
 * The commands `side` gives now, to apply in order: a whole movement phase (ending it), a whole free
 * setup, the rally, one attack or fire in combat (its dice change what comes next, so each attack
 * is its own decision; `endPhase` when no more is worth making or owed), or one retreat hex, the
 * exchange losses, or the advance. Empty when `side` has nothing to decide.
 *
 * The game's dice (`state.rng`, `state.seed`) are never read: the AI's randomness comes from
 * `options.seed` and the decision point alone.
 */
export function decide(ctx: Ctx, state: GameState, side: Side, options: AiOptions, report?: SearchReport): Command[] {
  if (isGameOver(state)) return []
  const params = options.params ?? levelParams(options.level, side)
  const head = state.pending[0]
  if (head) {
    if (head.side !== side) return []
    if (head.kind === 'exchange') return decideExchange(ctx, state)
    if (head.kind === 'retreat') return decideRetreat(ctx, state, side, params.gunsMove)
    return decideAdvance(ctx, state, side, params.gunsMove)
  }
  if (state.side !== side) return []
  const rand = decisionRand(options.seed, state, side)
  switch (state.phase) {
    case 'setup':
      return decideSetup(ctx, state)
    case 'rally':
      return [{ type: 'rally' }]
    case 'movement':
      if (options.level === 'hard') return searchMovement(ctx, state, options.budget, rand, report)
      return planMovement(ctx, state, params, rand).commands
    case 'combat':
      return decideCombat(ctx, state, params, rand, true)
    default:
      return []
  }
}
