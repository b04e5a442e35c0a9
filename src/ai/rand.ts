// The AI's own random numbers: derived from its seed and the decision at hand, never from the game's dice.
import { type GameState, type Side } from '../engine'
import { seededRand, type Rand } from '../core'

/** A generator for one decision: same seed and same decision point give the same numbers. */
export function decisionRand(seed: number, state: GameState, side: Side): Rand {
  let h = (seed ^ 0x9e3779b9) >>> 0
  const mix = (x: number): void => {
    h = Math.imul(h ^ x, 0x85ebca6b) >>> 0
    h = (h ^ (h >>> 13)) >>> 0
  }
  mix(state.turn)
  mix(side === 'fr' ? 1 : 2)
  mix(['setup', 'rally', 'movement', 'combat', 'over'].indexOf(state.phase) + 3)
  mix(state.pending.length + 17)
  // How far the phase has gone: units that have moved or attacked (no dice state is read).
  let done = 0
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.attacked) done += 3
    if (u.mpSpent > 0) done += 5
    if (u.status !== 'active') done += 7
  }
  mix(done)
  return seededRand(h)
}

/** A normal deviate (Box–Muller) from a uniform generator. */
export function gauss(rand: Rand): number {
  const u = Math.max(1e-9, rand())
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand())
}

/** A 32-bit seed for the game's dice inside a simulation, drawn from the AI's generator. */
export const simSeed = (rand: Rand): number => Math.floor(rand() * 0x100000000) >>> 0
