// The shapes of what is derived from a state: derived.ts computes and keeps it, workingMark.ts keeps a working
// copy's. Types only, in a module of their own, so that neither of the two imports the other for them.
import type { Ctx } from './commands'
import type { Occupancy } from '../movement/occupancy'
import type { GameState } from './state'

export interface Derived {
  /** Who stands where; its zones of control through zocMap (movement/zoc.ts). Read-only: it is shared. */
  occ: Occupancy
  /** The tables of derivedTable computed so far for this state (made on first use). */
  tables?: Map<DerivedKey<unknown>, unknown>
}

/** A named table computed from a state (and the rules' context): the key under which derivedTable keeps it. */
export interface DerivedKey<T> {
  readonly name: string
  readonly compute: (ctx: Ctx, state: GameState) => T
}
