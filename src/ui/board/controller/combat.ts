// The combat phase as the board shows it: the enemy units that can be attacked, the own units that can join against
// the chosen one, the units that must still attack (CBT.3), and the exchange's candidates.
import { Combat, type Ctx, type GameState } from '../../../engine'

export interface CombatView {
  /** The board is choosing a target or attackers (the combat phase, no step waiting). */
  active: boolean
  /** The exchange's loss choice is waiting (CBT.8): its candidates are marked. */
  exchange: boolean
  /** Enemy units that can be attacked now (shown while no target is chosen). */
  targets: string[]
  /** Own units and batteries that can join against the chosen target, or the exchange's candidates. */
  candidates: string[]
  /** Units that must still attack this phase (CBT.3). */
  must: string[]
}

export function combatView(ctx: Ctx, state: GameState, defender: string | null): CombatView {
  const exchange = state.pending[0]?.kind === 'exchange' ? state.pending[0] : null
  const active = state.phase === 'combat' && !state.pending.length
  const must = state.phase === 'combat' ? Combat.mustAttack(ctx, state) : []
  if (exchange) return { active: false, exchange: true, targets: [], candidates: exchange.candidates, must }
  if (!active) return { active, exchange: false, targets: [], candidates: [], must }
  if (!defender) return { active, exchange: false, targets: Combat.legalTargets(ctx, state), candidates: [], must }
  const c = Combat.candidatesAgainst(ctx, state, defender)
  return { active, exchange: false, targets: [], candidates: [...c.attackers, ...c.batteries], must }
}
