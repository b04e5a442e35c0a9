// The exact risk an attack or a fire brings to the commanders it concerns (CMD.4 casualty rolls, CMD.5 captures),
// read from the coach's own enumeration of the dice with the engine's resolution (Coach.attackConsequences):
// exact where the one-ply value (combatValue.ts) estimates, but too slow for every decision of a playout, so the
// decision at hand uses it for the attacks where a commander stands with a unit that takes part.
import { Coach, type Command, type Ctx, type GameState } from '../engine'
import { enemyLossesMatter } from './combatValue'
import { lossCost, stackedWith, worthOf } from './commanderValue'
import { WEIGHTS } from './types'

type CombatCommand = Extract<Command, { type: 'attack' | 'fire' }>

/** Whether a commander of either side stands with the defender or a unit that attacks or fires. */
export function concernsCommanders(state: GameState, cmd: CombatCommand): boolean {
  const ids =
    cmd.type === 'fire' ? [cmd.target, ...cmd.batteries] : [cmd.defender, ...cmd.attackers, ...(cmd.batteries ?? [])]
  return ids.some((id) => stackedWith(state, state.units[id]!).length > 0) // the command names units of the state
}

/**
 * The commanders' part of the attack's value for the attacking side, exactly: what its own commanders may lose
 * (killed, wounded, captured) against half what the enemy's may (the owner's later choices, an exchange's units
 * and the retreats' routes, at their least costly; nothing in the Russians' last phase, `enemyLossesMatter`). Null
 * when the coach refuses the attack.
 */
export function exactCommanderValue(ctx: Ctx, state: GameState, cmd: CombatCommand): number | null {
  const plan =
    cmd.type === 'fire'
      ? { defender: cmd.target, batteries: cmd.batteries }
      : { defender: cmd.defender, attackers: cmd.attackers, batteries: cmd.batteries ?? [] }
  const a = Coach.attackConsequences(ctx, state, plan)
  if (!a.ok) return null
  const f = Coach.fractionValue
  // The enemy's commanders are worth nothing to us once nothing done to him counts (the Russians' last phase).
  const gain = enemyLossesMatter(state, state.side) ? 0.5 : 0
  let v = 0
  for (const r of a.consequences.commanders) {
    const cost = lossCost(worthOf(state, r.commander), WEIGHTS[r.side].ownDemoralized, {
      killed: f(r.casualty.killed),
      badlyWounded: f(r.casualty.badlyWounded),
      wounded: f(r.casualty.wounded),
      captured: f(r.capture.probability.low),
    })
    v += r.side === state.side ? -cost : gain * cost
  }
  return v
}
