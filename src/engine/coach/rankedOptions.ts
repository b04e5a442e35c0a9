// The overlays' answers: "where to attack" ranked by the chance to destroy, then by the expected exchange of
// strength points; "threats" graded by the chance the threatened unit is destroyed (docs/interface.md).
import { attackOptions, threatOptions, threatSide } from '../combat/attackOptions'
import type { Ctx } from '../core/commands'
import type { GameState } from '../core/state'
import { optionOdds, type RatedOption } from './optionOdds'

/**
 * How much a threat endangers a unit, by the chance the enemy's best attack destroys it: `low` under 10 %,
 * `risk` from 10 % to under 40 %, `danger` from 40 % to 75 %, `lost` over 75 % (docs/interface.md).
 */
export type ThreatGrade = 'low' | 'risk' | 'danger' | 'lost'
export const THREAT_GRADES: readonly ThreatGrade[] = ['low', 'risk', 'danger', 'lost']

/** The grade of a destroy chance (an exact fraction's value: 1/10, 2/5 and 3/4 are exactly the literals). */
export function threatGrade(destroyed: number): ThreatGrade {
  if (destroyed > 0.75) return 'lost'
  if (destroyed >= 0.4) return 'danger'
  if (destroyed >= 0.1) return 'risk'
  return 'low'
}

/** Strength points the defender is expected to lose minus those the attacker is: the exchange, for the attacker. */
export const exchange = (o: RatedOption): number => o.odds.lost.defender - o.odds.lost.attacker

/** Best first: the chance to destroy, then the expected exchange, then the chance to push back. */
export function rankOptions(options: RatedOption[]): RatedOption[] {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-9
  return [...options].sort((a, b) => {
    if (!near(a.odds.destroyed, b.odds.destroyed)) return b.odds.destroyed - a.odds.destroyed
    if (!near(exchange(a), exchange(b))) return exchange(b) - exchange(a)
    return b.odds.pushedBack - a.odds.pushedBack || a.target.localeCompare(b.target)
  })
}

/** Every enemy unit the acting side can still attack this turn, rated on the board and ranked best first. */
export function rankedAttacks(ctx: Ctx, state: GameState): RatedOption[] {
  const options = attackOptions(ctx, state)
  return rankOptions(options.map((o) => ({ ...o, odds: optionOdds(ctx, state, o, state.side) })))
}

/**
 * The acting side's units the enemy could attack in his next phase, with his best attack on each rated as
 * things stand, the most endangered first. Each one's grade is threatGrade(odds.destroyed).
 */
export function rankedThreats(ctx: Ctx, state: GameState): RatedOption[] {
  const side = threatSide(state)
  const options = threatOptions(ctx, state)
  return rankOptions(options.map((o) => ({ ...o, odds: optionOdds(ctx, state, o, side) })))
}
