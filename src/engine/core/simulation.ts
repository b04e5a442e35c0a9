// A simulation: one game played forward fast, for playouts (benchmarks, the computer player's plan
// search). It owns a private working copy of the state and applies commands to it in place, with
// the same rules code as `apply` — no immer, no freezing, no copied records, derived tables updated
// rather than rebuilt — so a command gives exactly the state, events and refusals `apply` gives
// (tests/engine/simulation.test.ts plays whole games both ways and compares after every command).
import { applyCommand } from './apply'
import type { Command, Ctx, Outcome } from './commands'
import type { GameState } from './state'
import { frozenCopy, workingCopy } from './working'

export interface Simulation {
  readonly ctx: Ctx
  /**
   * The position now. Every query of the engine reads it as it reads any state, but it is the same
   * object from command to command and changes under whoever keeps it or its parts: call
   * `snapshot()` for a state to keep, or to pass to code that applies commands the ordinary way
   * (`apply` on this object copies it first, and leaves the simulation as it was).
   */
  readonly state: GameState
  /** Applies one command in place: the outcome `apply` would give; on refusal nothing changes. */
  apply(cmd: Command): Outcome
  /** A frozen copy of the position now, equal to the state `apply` would have handed out. */
  snapshot(): GameState
  /** Replaces the dice generator's state (a playout with its own dice, never the game's future ones). */
  setDice(rng: number): void
}

/** Starts a simulation from `start` (any state; it is copied, never changed). */
export function startSimulation(ctx: Ctx, start: GameState): Simulation {
  const state = workingCopy(ctx.map, start)
  return {
    ctx,
    state,
    apply: (cmd) => applyCommand(ctx, state, cmd),
    snapshot: () => frozenCopy(state),
    setDice: (rng) => {
      state.rng = rng
    },
  }
}
