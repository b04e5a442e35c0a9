// Data derived from a game state: who stands where (occupancy) and the zones of control over it.
// Every state the engine hands out is frozen, so what is derived from it never goes stale: it is
// computed on first use and kept here, in the one per-state cache. A command that knows how its new
// state differs from the old one says so with carryOver, so the tables are updated, not rebuilt.
import type { GameMap } from '../map/map'
import { computeOccupancy, movedInPlace, movedOccupancy, type Occupancy } from '../movement/occupancy'
import type { GameState } from './state'
import { workingOf } from './working'

export interface Derived {
  /** Who stands where; its zones of control through zocMap (movement/zoc.ts). Read-only: it is shared. */
  occ: Occupancy
}

const perState = new WeakMap<GameState, { map: GameMap; derived: Derived }>()

/**
 * What is derived from a state. A state still being changed (an immer draft, a working copy in the
 * middle of a command) gets fresh tables, not kept; a simulation's working copy keeps its own.
 */
export function derived(map: GameMap, state: GameState): Derived {
  if (!Object.isFrozen(state)) {
    const w = workingOf(state)
    if (!w || w.editing || w.map !== map) return { occ: computeOccupancy(map, state) }
    return (w.derived ??= { occ: computeOccupancy(map, state) })
  }
  const hit = perState.get(state)
  if (hit && hit.map === map) return hit.derived
  const d = { occ: computeOccupancy(map, state) }
  perState.set(state, { map, derived: d })
  return d
}

/** How a command's new state differs from the one it was applied to, as far as derived data cares. */
export type Change =
  /** One combat unit moved from hex `from` to hex `to` (or changed face where it stands: from = to). */
  | { kind: 'unit'; unit: string; from: number; to: number }
  /** The combat units are the same objects in the same hexes (e.g. a commander moved). */
  | { kind: 'units-unchanged' }

/** Records what is derived from `next` from what was derived from `prev`, given the change between them. */
export function carryOver(map: GameMap, prev: GameState, next: GameState, change: Change): void {
  const w = workingOf(next)
  if (w) {
    // A working copy changed in place (prev is next): update its tables the same way, or drop them.
    if (change.kind === 'units-unchanged' || !w.derived || w.map !== map) return
    if (!movedInPlace(w.derived.occ, next, change.unit, change.from, change.to)) w.derived = null
    return
  }
  if (!Object.isFrozen(next)) return
  const before = derived(map, prev).occ
  if (change.kind === 'units-unchanged') {
    perState.set(next, { map, derived: { occ: before } })
    return
  }
  const occ = movedOccupancy(before, next, change.unit, change.from, change.to)
  if (occ) perState.set(next, { map, derived: { occ } })
}
