// Rallying (RALLY.2, CMD.3): at the start of his phase a player rolls for each demoralized unit.
import { isDraft, original } from 'immer'
import { rollDie } from '../../core/dice'
import type { GameEvent } from '../core/events'
import type { GameState } from '../core/state'
import type { Nationality } from '../core/types'
import { isOnMap, type UnitState } from '../core/units'
import { commandersWith } from '../combat/strength'

/** The lowest die that rallies, by nationality (RALLY.2). */
export const RALLY_NEED: Readonly<Record<Nationality, number>> = {
  russian: 2,
  french: 3,
  italian: 4,
  polish: 4,
  german: 4,
}

/** CMD.3: +1 with a commander of its command stacked with it. */
export function rallyBonus(state: GameState, u: UnitState): number {
  return commandersWith(state, u).length > 0 ? 1 : 0
}

/** Rolls for every demoralized unit of the phasing side, in unit order. */
export function rallyAll(s: GameState, events: GameEvent[]): void {
  // Read the plain state to find who rolls: touching every unit through a draft is slow.
  const base = isDraft(s) ? original<GameState>(s) : s
  for (const id in base.units) {
    const b = base.units[id]! // a key of the record itself
    if (b.side !== s.side || !isOnMap(b) || !b.demoralized) continue
    const u = s.units[id]! // the draft has the same units as the state it drafts
    const need = RALLY_NEED[u.nationality]
    const bonus = rallyBonus(s, u)
    const die = rollDie(s)
    if (die + bonus >= need) {
      u.demoralized = false
      events.push({ type: 'rallied', rule: 'RALLY.2', unit: u.id, die, bonus, need })
    } else {
      events.push({ type: 'rally-failed', rule: 'RALLY.2', unit: u.id, die, bonus, need })
    }
  }
}
