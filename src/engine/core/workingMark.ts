// Which states are working copies (core/working.ts), and their bookkeeping. Kept apart from working.ts, which
// changes states through immer: the derived tables and the board ask only "is this a working copy?", and so
// need neither immer nor the copying code.
import type { GameMap } from '../map/map'
import type { Derived } from './derivedTypes'
import type { GameState } from './state'

export interface Working {
  map: GameMap
  /** The derived tables of the copy as it stands, or null when they must be rebuilt. */
  derived: Derived | null
  /** True while a command changes the copy: derived data is then computed fresh, as for a draft. */
  editing: boolean
}

const copies = new WeakMap<GameState, Working>()

/** The bookkeeping of a working copy, or undefined for an ordinary state. */
export function workingOf(state: GameState): Working | undefined {
  return copies.get(state)
}

export function isWorking(state: GameState): boolean {
  return copies.has(state)
}

/** Marks `copy` as a working copy (only workingCopy in working.ts makes them). */
export function markWorking(copy: GameState, w: Working): void {
  copies.set(copy, w)
}
