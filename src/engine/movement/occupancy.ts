// Who stands where, as integer tables, and the zones of control that follow from it. Pure: reached
// per state through core/derived.ts, which keeps them with the (frozen) state they describe.
import { idOfCode } from '../../core/geometry'
import type { GameMap } from '../map/map'
import type { GameState } from '../core/state'
import type { Side } from '../core/types'
import { isOnMap, type OnMapUnit } from '../core/units'

export interface Occupancy {
  /** Index into `units` of the combat unit in each hex, or -1. */
  unitAt: Int32Array
  units: OnMapUnit[]
  /** Each side's zone of control over these tables, filled in on first use by zocMap (movement/zoc.ts). */
  zoc: Partial<Record<Side, Uint8Array>>
}

export function computeOccupancy(map: GameMap, state: GameState): Occupancy {
  const unitAt = new Int32Array(map.geo.n).fill(-1)
  const units: OnMapUnit[] = []
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (!isOnMap(u)) continue
    const h = idOfCode(map.geo, u.hex)
    if (h < 0) continue
    unitAt[h] = units.length
    units.push(u)
  }
  return { unitAt, units, zoc: {} }
}

/**
 * The occupancy of `next`, a state that differs from the one `prev` describes only by one unit of
 * `prev` moving from hex `from` to hex `to` (to = from: it changed face where it stands), built from
 * `prev` without a full rebuild; null when `prev` does not fit. The other side's zone is unchanged.
 */
export function movedOccupancy(
  prev: Occupancy,
  next: GameState,
  unitId: string,
  from: number,
  to: number,
): Occupancy | null {
  const i = prev.unitAt[from]! // from is a hex id
  if (i < 0 || prev.units[i]!.id !== unitId) return null
  const moved = next.units[unitId]
  if (!moved || !isOnMap(moved)) return null
  const unitAt = prev.unitAt.slice()
  const units = prev.units.slice()
  units[i] = moved
  unitAt[from] = -1
  unitAt[to] = i
  const other: Side = moved.side === 'fr' ? 'ru' : 'fr'
  const zoc: Partial<Record<Side, Uint8Array>> = {}
  if (prev.zoc[other]) zoc[other] = prev.zoc[other]
  return { unitAt, units, zoc }
}

/**
 * The same change as movedOccupancy, made to `occ` itself (a simulation's working copy, whose tables
 * are its own): false, with `occ` untouched, when it does not fit and the tables must be rebuilt.
 */
export function movedInPlace(occ: Occupancy, next: GameState, unitId: string, from: number, to: number): boolean {
  const i = occ.unitAt[from]! // from is a hex id
  if (i < 0 || occ.units[i]!.id !== unitId) return false
  const moved = next.units[unitId]
  if (!moved || !isOnMap(moved)) return false
  occ.units[i] = moved
  occ.unitAt[from] = -1
  occ.unitAt[to] = i
  // The mover's own zone changed; the other side's did not.
  occ.zoc[moved.side] = undefined
  return true
}
