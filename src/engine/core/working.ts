// Working copies: states a Simulation (core/simulation.ts) owns and changes in place, and the one
// helper every command uses to change a state. An ordinary state is frozen and each command makes a
// new one through immer; a working copy is private to its simulation, so the same rules code simply
// writes into it. Nothing else may hold a working copy's inner objects and expect them to stay put.
import { produce } from 'immer'
import type { GameMap } from '../map/map'
import type { GameState } from './state'
import { markWorking, workingOf } from './workingMark'

export { isWorking, workingOf, type Working } from './workingMark'

/** A private, unfrozen copy of `state` that may be changed in place (counters, pending steps, losses). */
export function workingCopy(map: GameMap, state: GameState): GameState {
  const copy = plainCopy(state)
  markWorking(copy, { map, derived: null, editing: false })
  return copy
}

/**
 * A copy of a state whose changeable parts are new objects: every unit and commander record, the
 * pending steps, the combat, the losses and the setup. Printed values (names, counter faces,
 * command links) are shared: no rule ever changes them. Key order is kept, so the copy reads and
 * serialises exactly as the original.
 */
export function plainCopy(state: GameState): GameState {
  // Built whole (not key by key), which keeps V8's fast layout for records read in every loop.
  const units = Object.fromEntries(Object.entries(state.units).map(([id, u]) => [id, { ...u }]))
  const commanders = Object.fromEntries(Object.entries(state.commanders).map(([id, c]) => [id, { ...c }]))
  const copy: GameState = {
    ...state,
    units,
    commanders,
    losses: { ...state.losses },
    pending: state.pending.map((p) => structuredClone(p)),
    combat: state.combat ? structuredClone(state.combat) : null,
  }
  if (state.setup) copy.setup = structuredClone(state.setup)
  return copy
}

/** A frozen copy of a state, as `apply` hands out: safe to keep while the original changes. */
export function frozenCopy(state: GameState): GameState {
  return deepFreeze(plainCopy(state))
}

function deepFreeze<T>(x: T): T {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return x
  for (const v of Object.values(x)) deepFreeze(v)
  return Object.freeze(x)
}

/**
 * Changes a state by a recipe written as plain assignments: for an ordinary state a new frozen
 * state through immer (the given one is untouched), for a working copy the copy itself.
 */
export function edit(state: GameState, recipe: (s: GameState) => void): GameState {
  const w = workingOf(state)
  if (!w) return produce(state, recipe)
  w.derived = null
  w.editing = true
  try {
    recipe(state)
  } finally {
    w.editing = false
    w.derived = null
  }
  return state
}
