// The odds of an attack option (combat/attackOptions) on this board: the chance the defender is destroyed —
// by the result (DE, EX) or for want of a retreat (CBT.9) — the chance it is only pushed back, and the
// strength points each side may expect to lose (WIN.1), from the engine's own resolution (the cases attackConsequences sums).
//
// An option whose units must first move (the movement phase, or the enemy's threats for his next turn) is
// resolved on a copy of the state with those units standing on their `from` hexes in their side's combat
// phase, everything else as it stands now: no other unit moved, commanders where they are. It is an honest
// "as things stand" estimate: the real attack comes after other moves that can open or close a retreat.
import type { AttackOption } from '../combat/attackOptions'
import type { Command, Ctx } from '../core/commands'
import type { GameState } from '../core/state'
import type { Side } from '../core/types'
import type { UnitState } from '../core/units'
import { previewAttack } from '../combat/queries'
import { attackCases } from './cases'
import { add, fractionValue, ZERO } from './fraction'

export interface OptionOdds {
  /** The defender destroyed: DE, EX (CBT.8), or D1/D2 with no retreat open (CBT.9). */
  destroyed: number
  /** The defender must retreat and does: pushed back, not destroyed (CBT.10; CMD.2 may hold it). */
  pushedBack: number
  /** Expected strength points lost by the attacking side and by the defending side (WIN.1). */
  lost: { attacker: number; defender: number }
  /** True when the engine resolved it on the board; false: the table's odds alone (its staging was refused). */
  exact: boolean
}

export type RatedOption = AttackOption & { odds: OptionOdds }

/** The state as the attack would find it: the attacking units on their hexes, the side's combat phase begun. */
export function stagedFor(state: GameState, option: AttackOption, side: Side): GameState {
  const units: Record<string, UnitState> = { ...state.units }
  for (const p of [...option.attackers, ...option.batteries]) {
    const u = units[p.unit]! // the option names units of this state
    // A battery that moves to fire unlimbers where it stops (MOVE.7); every mark of a past combat is gone.
    units[p.unit] = { ...u, hex: p.from, attacked: false, limbered: u.type === 'artillery' ? false : u.limbered }
  }
  return { ...state, units, side, phase: 'combat', pending: [], combat: null }
}

/** The table's odds alone, for an option the engine would not resolve as staged (kept honest: `exact` false). */
function tableOdds(o: AttackOption): OptionOdds {
  return { destroyed: o.pDestroy, pushedBack: o.pRetreat, lost: { attacker: 0, defender: 0 }, exact: false }
}

/**
 * The odds of one option, resolved by the engine on the staged board: the classes of rolls attackConsequences
 * sums (CBT.7–10, CMD.2, CMD.4), without its per-result lines and commanders' risks, which the overlay does not show.
 */
export function optionOdds(ctx: Ctx, state: GameState, option: AttackOption, side: Side): OptionOdds {
  const staged =
    option.needsMove || state.phase !== 'combat' || state.side !== side ? stagedFor(state, option, side) : state
  const attackers = option.attackers.map((a) => a.unit)
  const batteries = option.batteries.map((b) => b.unit)
  const checked = previewAttack(ctx, staged, { defender: option.target, attackers, batteries })
  if (!checked.ok) return tableOdds(option)
  const cmd: Command =
    checked.preview.kind === 'melee'
      ? { type: 'attack', defender: option.target, attackers, batteries }
      : { type: 'fire', batteries, target: option.target }
  const cases = attackCases(ctx, staged, cmd, [option.target, ...attackers, ...batteries], checked.preview.diff)
  const defenderSide = state.units[option.target]!.side // the option's target is a unit of this state
  let destroyed = ZERO
  let pushed = ZERO
  const lost = { attacker: 0, defender: 0 }
  for (const c of cases) {
    if (c.facts.destroyed.some((d) => d.unit === option.target)) destroyed = add(destroyed, c.probability)
    if (c.facts.retreats.some((r) => r.unit === option.target)) pushed = add(pushed, c.probability)
    // A later choice (which units an EX removes, the routes of crowded retreats) is counted at its middle.
    const p = fractionValue(c.probability)
    const later = (s: Side) => {
      const xs = c.variants.map((v) => v.lost[s])
      return (Math.min(...xs) + Math.max(...xs)) / 2
    }
    lost.defender += p * (c.facts.lost[defenderSide] + later(defenderSide))
    lost.attacker += p * (c.facts.lost[side] + later(side))
  }
  return { destroyed: fractionValue(destroyed), pushedBack: fractionValue(pushed), lost, exact: true }
}
