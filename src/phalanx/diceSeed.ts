// Dice set from outside the game at given points (PH-OPT.1 only): a play-by-mail game draws each side's turn from a
// seed both players made together (docs/play-by-mail.md), so its replay needs, beside the options and the commands,
// where each seed took over. Hotseat and solo games never use this: their dice come from the game's seed alone.
import { seedToState } from '../core'
import type { PhState } from './state'

/** The generator is set to `seed` before the command with index `at` (at = the number of commands: after the last). */
export interface PhDiceSeed {
  readonly at: number
  readonly seed: number
}

/** The same position with its dice generator set to a seed; everything else is the same objects. */
export const withDiceSeed = (state: PhState, seed: number): PhState => ({ ...state, rng: seedToState(seed) })

/** The position with the seed set before command `index`, if one is (the list is short: one entry a side's turn). */
export function diceAt(state: PhState, dice: readonly PhDiceSeed[], index: number): PhState {
  for (const d of dice) if (d.at === index) return withDiceSeed(state, d.seed)
  return state
}
