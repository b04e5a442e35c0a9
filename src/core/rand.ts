// A seeded source of numbers in [0, 1) for players and tools (the computer players, the random players,
// fuzzers): the dice's own mulberry32 algorithm, but a generator of its own, never the game's dice.
import { mulberry32 } from './dice'

/** Draws the next number in [0, 1). */
export type Rand = () => number

/** A generator seeded with `seed`: the same seed gives the same numbers. */
export function seededRand(seed: number): Rand {
  let s = seed >>> 0
  return () => {
    const r = mulberry32(s)
    s = r.state
    return r.u
  }
}
