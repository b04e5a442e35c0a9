// The attack phase, solved exactly: which disjoint groups of attackers rout the most points
// (PH-CBT.3–5). A failed attack changes nothing (PH-INT.10), so only routing groups are made, each
// minimal (no attacker that the sum does not need), and a plan may stop short of breaking the enemy.
import type { PhCommand, PhCtx } from '../commands'
import { attackOptions } from '../queries'
import { lossesOf, BREAK_THRESHOLD } from '../scoring'
import type { PhState } from '../state'
import { otherSide } from '../types'
import { valuesOf } from '../units'

export interface AttackPlanOptions {
  /** Rout no more than leaves the enemy under its break threshold (when breaking it would hand it the game). */
  avoidBreak?: boolean
  /** Enemy units not seen as targets this turn (Easy's misreading). */
  unseen?: ReadonlySet<string>
}

type Attack = Extract<PhCommand, { type: 'attack' }>

/** Minimal subsets of `ids` whose attack adds up to `defence` or more. */
function routingGroups(state: PhState, ids: readonly string[], defence: number): string[][] {
  const atk = ids.map((id) => valuesOf(state.units[id]!).attack) // attackers are units of the state
  const groups: string[][] = []
  for (let mask = 1; mask < 1 << ids.length; mask++) {
    let sum = 0
    let least = Infinity
    for (let i = 0; i < ids.length; i++) {
      if (mask & (1 << i)) {
        sum += atk[i]! // i < ids.length = atk.length
        least = Math.min(least, atk[i]!)
      }
    }
    if (sum >= defence && sum - least < defence) groups.push(ids.filter((_, i) => mask & (1 << i)))
  }
  return groups.sort((a, b) => a.length - b.length)
}

/** The attacks to make now, in order; empty outside the attack phase. */
export function bestAttacks(ctx: PhCtx, state: PhState, opts: AttackPlanOptions = {}): Attack[] {
  const options = attackOptions(ctx, state).filter((o) => o.canRout && !opts.unseen?.has(o.target))
  if (options.length === 0) return []
  const enemy = otherSide(state.side)
  const breakRoom = opts.avoidBreak ? BREAK_THRESHOLD - 1 - lossesOf(state, enemy).breakCount : Infinity
  // Targets are units of the state.
  const countOf = (id: string): number =>
    state.units[id]!.strategos && state.setup.strategosCountsDoubleForBreak ? 2 : 1
  const targets = options
    .map((o) => ({
      id: o.target,
      points: valuesOf(state.units[o.target]!).points,
      groups: routingGroups(state, o.attackers, o.defence),
    }))
    .sort((a, b) => b.points - a.points || (a.id < b.id ? -1 : 1))
  let best: Attack[] = []
  let bestScore = 0
  const plan: Attack[] = []
  const used = new Set<string>()
  const search = (i: number, score: number, broken: number): void => {
    if (score > bestScore) {
      bestScore = score
      best = [...plan]
    }
    if (i === targets.length) return
    const t = targets[i]! // i < targets.length (checked above)
    if (broken + countOf(t.id) <= breakRoom) {
      for (const g of t.groups) {
        if (g.some((id) => used.has(id))) continue
        g.forEach((id) => used.add(id))
        plan.push({ type: 'attack', target: t.id, attackers: g })
        // Points first; among equal points, fewer attackers used.
        search(i + 1, score + t.points * 100 - g.length, broken + countOf(t.id))
        plan.pop()
        g.forEach((id) => used.delete(id))
      }
    }
    search(i + 1, score, broken)
  }
  search(0, 0, 0)
  return best
}
