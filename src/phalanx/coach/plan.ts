// The computer's plan for the rest of a turn, read as facts: its attacks with their exact chances, and the position
// it leaves before the command that ends the turn (so that, with PH-OPT.1, no die of the game is rolled to know it).
import { apply } from '../apply'
import type { PhCommand, PhCtx } from '../commands'
import type { PhState } from '../state'
import { valuesOf } from '../units'
import { attackConsequences } from './consequences'
import type { PlannedAttack } from './types'

export interface PlanFacts {
  readonly attacks: readonly PlannedAttack[]
  /** The position after the plan's commands, the turn-ending one left out. */
  readonly end: PhState
}

export function planFacts(ctx: PhCtx, state: PhState, plan: readonly PhCommand[]): PlanFacts {
  const attacks: PlannedAttack[] = []
  let s = state
  for (const cmd of plan) {
    if (cmd.type === 'attack') {
      const a = attackConsequences(ctx, s, cmd.target, cmd.attackers)
      if (a.ok) {
        const { target, attackers, strength, defence, routed } = a.consequences
        attacks.push({ target, attackers, strength, defence, routed, points: valuesOf(s.units[target]!).points })
      }
    }
    const out = apply(ctx, s, cmd)
    // A plan cut short (it cannot be, the player applies each command as it chooses it) is read up to there.
    if (!out.ok || out.events.some((e) => e.kind === 'turnStarted' || e.kind === 'gameEnded')) break
    s = out.state
  }
  return { attacks, end: s }
}
