// Could a unit retreat, as things stand? The engine's own retreat rule (CBT.10) asked about a combat
// that has not happened: a unit next to the enemy, or under the guns of an enemy battery, made to retreat 1 or 2
// hexes from one of them.
import { retreatOptions } from '../combat/retreat'
// The furthest any battery fires (ART.2): enemies beyond it cannot make a unit retreat.
import { LONG_RANGE } from '../combat/artillery'
import { whyCannotFire, whyCannotMelee } from '../combat/combatRules'
import { distance } from '../../core/geometry'
import { hexId, type GameMap } from '../map/map'
import type { GameState } from '../core/state'
import { isOnMap, type OnMapUnit, type UnitState } from '../core/units'

/** The retreats a combat can order: D1/A1 one hex, D2/A2 two (CBT.8). */
export const RETREAT_DISTANCES = [1, 2] as const

/** Whether `a` could attack or fire at `d` in its side's next combat phase, as the units stand now (CBT.1–4, ART.1–3);
 * a limbered battery counts, as it may unlimber where it stands before that combat phase (MOVE.7). */
function couldFight(map: GameMap, state: GameState, a: UnitState, d: UnitState): boolean {
  // The attack marks are cleared when that combat phase begins; the phase itself does not matter here.
  const asPhasing: GameState = { ...state, side: a.side }
  const fresh = { ...a, attacked: false, limbered: false }
  if (a.type === 'artillery') return whyCannotFire({ map }, asPhasing, fresh, d) === null
  return whyCannotMelee({ map }, asPhasing, fresh, d) === null
}

/**
 * The enemy units whose combat with `u` could make it retreat, as things stand: those next to it with which a combat
 * is possible whichever side attacks, and the batteries that could fire at it from where they stand (a fire's D1
 * and D2 push a unit back too, away from the guns).
 */
export function retreatThreats(map: GameMap, state: GameState, u: OnMapUnit): OnMapUnit[] {
  const h = hexId(map, u.hex)
  const out: OnMapUnit[] = []
  for (const id in state.units) {
    const e = state.units[id]! // a key of the record itself
    if (e.side === u.side || !isOnMap(e)) continue
    const d = distance(map.geo, h, hexId(map, e.hex))
    if (
      d === 1
        ? couldFight(map, state, e, u) || couldFight(map, state, u, e)
        : d <= LONG_RANGE && e.type === 'artillery' && couldFight(map, state, e, u)
    )
      out.push(e)
  }
  return out
}

/** CBT.10: whether `u` would find a legal retreat of `hexes` hexes from a combat with `enemies` (no unit held). */
export function canRetreat(map: GameMap, state: GameState, u: OnMapUnit, hexes: number, enemies: string[]): boolean {
  const step = {
    kind: 'retreat' as const,
    side: u.side,
    unit: u.id,
    remaining: hexes,
    total: hexes,
    path: [u.hex],
    enemies,
    commanders: [],
  }
  return retreatOptions({ map }, state, step).length > 0
}

/** Each enemy next to `u` and retreat distance for which `u` would have no legal retreat. */
export function blockedRetreats(
  map: GameMap,
  state: GameState,
  u: OnMapUnit,
): { enemies: string[]; blocked: Array<{ enemy: string; distance: number }> } {
  const enemies = retreatThreats(map, state, u).map((e) => e.id)
  const blocked: Array<{ enemy: string; distance: number }> = []
  for (const enemy of enemies)
    for (const k of RETREAT_DISTANCES) if (!canRetreat(map, state, u, k, [enemy])) blocked.push({ enemy, distance: k })
  return { enemies, blocked }
}
