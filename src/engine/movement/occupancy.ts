// Who stands where, as integer tables: built once per frozen state (cached), or per call for a draft.
import { idOfCode } from '../../core/geometry'
import type { GameMap } from '../map/map'
import type { GameState } from '../core/state'
import { isOnMap, type UnitState } from '../core/units'

export interface Occupancy {
  /** Index into `units` of the combat unit in each hex, or -1. */
  unitAt: Int32Array
  units: UnitState[]
}

// Frozen states (every state the engine returns) never change, so their tables are built once.
const cache = new WeakMap<GameState, { map: GameMap; occ: Occupancy }>()

/** The occupancy of a state; treat the result as read-only (it may be shared). */
export function buildOccupancy(map: GameMap, state: GameState): Occupancy {
  if (!Object.isFrozen(state)) return computeOccupancy(map, state)
  const hit = cache.get(state)
  if (hit && hit.map === map) return hit.occ
  const occ = computeOccupancy(map, state)
  cache.set(state, { map, occ })
  return occ
}

function computeOccupancy(map: GameMap, state: GameState): Occupancy {
  const unitAt = new Int32Array(map.geo.n).fill(-1)
  const units: UnitState[] = []
  for (const id in state.units) {
    const u = state.units[id]
    if (!isOnMap(u)) continue
    const h = idOfCode(map.geo, u.hex)
    if (h < 0) continue
    unitAt[h] = units.length
    units.push(u)
  }
  return { unitAt, units }
}

/**
 * Records the occupancy of `next`, a frozen state that differs from the one `prev` describes only
 * by one unit moving from hex `from` to hex `to` (the move command), without a full rebuild.
 */
export function primeMovedOccupancy(
  map: GameMap,
  prev: Occupancy,
  next: GameState,
  unitId: string,
  from: number,
  to: number,
): Occupancy | null {
  if (!Object.isFrozen(next)) return null
  const i = prev.unitAt[from]
  if (i < 0 || prev.units[i].id !== unitId) return null
  const unitAt = prev.unitAt.slice()
  const units = prev.units.slice()
  units[i] = next.units[unitId]
  unitAt[from] = -1
  unitAt[to] = i
  const occ = { unitAt, units }
  cache.set(next, { map, occ })
  return occ
}

/** Records that `next` has exactly the combat units (same objects, same hexes) of the state `occ` describes. */
export function shareOccupancy(map: GameMap, occ: Occupancy, next: GameState): void {
  if (Object.isFrozen(next)) cache.set(next, { map, occ })
}
