// Data derived from a game state: who stands where (occupancy) and the zones of control over it, and
// any further table a query or a computer player reads often (derivedTable: the setup zones, the
// computer player's influence maps). Every state the engine hands out is frozen, so what is derived
// from it never goes stale: it is computed on first use and kept here, in the one per-state cache.
// A command that knows how its new state differs from the old one says so with carryOver, so the
// occupancy is updated, not rebuilt (other tables are computed afresh for the new state).
import type { GameMap } from '../map/map'
import type { Ctx } from './commands'
import { computeOccupancy, movedInPlace, movedOccupancy } from '../movement/occupancy'
import type { Derived, DerivedKey } from './derivedTypes'
import type { GameState } from './state'
import { workingOf } from './workingMark'

export type { Derived, DerivedKey } from './derivedTypes'

/** Declares a derived table; keep the key in a module constant, as it is the table's identity. */
export function derivedKey<T>(name: string, compute: (ctx: Ctx, state: GameState) => T): DerivedKey<T> {
  return { name, compute }
}

/**
 * The table `key` for a state, computed on first use and kept with the state's other derived data.
 * Read-only: it is shared by every caller. A state still being changed gets a fresh one, not kept.
 */
export function derivedTable<T>(ctx: Ctx, state: GameState, key: DerivedKey<T>): T {
  if (!Object.isFrozen(state)) return key.compute(ctx, state)
  const d = derived(ctx, state)
  const tables = (d.tables ??= new Map())
  if (tables.has(key)) return tables.get(key) as T
  const value = key.compute(ctx, state)
  tables.set(key, value)
  return value
}

// Kept per state and checked against the map (not the context object: a caller may build a fresh { map }).
const perState = new WeakMap<GameState, { map: GameMap; derived: Derived }>()

/**
 * What is derived from a state. A state still being changed (an immer draft, a working copy in the
 * middle of a command) gets fresh tables, not kept; a simulation's working copy keeps its own.
 */
export function derived(ctx: Ctx, state: GameState): Derived {
  const { map } = ctx
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
export function carryOver(ctx: Ctx, prev: GameState, next: GameState, change: Change): void {
  const { map } = ctx
  const w = workingOf(next)
  if (w) {
    // A working copy changed in place (prev is next): update its tables the same way, or drop them.
    if (change.kind === 'units-unchanged' || !w.derived || w.map !== map) return
    if (!movedInPlace(w.derived.occ, next, change.unit, change.from, change.to)) w.derived = null
    return
  }
  if (!Object.isFrozen(next)) return
  const before = derived(ctx, prev).occ
  if (change.kind === 'units-unchanged') {
    perState.set(next, { map, derived: { occ: before } }) // the other tables depend on more than the units
    return
  }
  const occ = movedOccupancy(before, next, change.unit, change.from, change.to)
  if (occ) perState.set(next, { map, derived: { occ } })
}
