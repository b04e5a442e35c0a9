// The engine's own command, run on a private copy with dice the coach chooses. The coach does not
// restate what a combat does: it asks the rules, once for each kind of roll that can change the answer.
import { nextDie } from '../../core/dice'
import type { Command, Ctx } from '../core/commands'
import type { GameEvent } from '../core/events'
import type { Refusal } from '../core/refusal'
import { startSimulation } from '../core/simulation'
import type { GameState } from '../core/state'

/** FACE_STATES[d - 1]: a state of the real generator whose next die is d (found once, the first such state). */
const FACE_STATES: readonly number[] = [1, 2, 3, 4, 5, 6].map((face) => {
  let rng = 0
  while (nextDie(rng).die !== face) rng++
  return rng
})

/** A die every script may leave out: it holds no CMD.2 check below 6 and leaves a commander unhurt (CMD.4). */
export const QUIET_DIE = 6

export interface ScriptedRun {
  /** The state after the command: a simulation's working copy, private to the coach. */
  state: GameState
  events: GameEvent[]
}

/**
 * Runs `cmd` on a copy of `state` whose next rolls are `dice`, then QUIET_DIE for any further roll.
 * rollDie (core/dice.ts) reads the generator state once and writes the next one once per die; on the
 * copy the read answers with a state whose next die is the scripted one and the write moves the
 * script on. The rules code is the engine's, untouched.
 */
export function runWithDice(
  ctx: Ctx,
  state: GameState,
  cmd: Command,
  dice: readonly number[],
): ScriptedRun | { refusal: Refusal } {
  const sim = startSimulation(ctx, state)
  let next = 0
  Object.defineProperty(sim.state, 'rng', {
    configurable: true,
    enumerable: true,
    get: () => FACE_STATES[(dice[next] ?? QUIET_DIE) - 1]!, // dice are faces 1–6
    set: () => {
      next++
    },
  })
  const out = sim.apply(cmd)
  if (!out.ok) return { refusal: out.refusal }
  return { state: sim.state, events: out.events }
}
