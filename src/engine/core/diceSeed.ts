// Dice set from outside the game at given points: a play-by-mail game draws each side's turn from a seed both players
// made together (docs/play-by-mail.md), so its replay needs, beside the scenario and the commands, where each seed
// took over. Hotseat and solo games never use this: their dice come from the scenario's seed alone (SEQ.4).
import { seedToState } from '../../core/dice'
import type { GameState } from './state'

/** The generator is set to `seed` before the command with index `at` (at = the number of commands: after the last). */
export interface DiceSeed {
  readonly at: number
  readonly seed: number
}

/** The same position with its dice generator set to a seed; everything else is the same objects. */
export function withDiceSeed(state: GameState, seed: number): GameState {
  return Object.freeze({ ...state, rng: seedToState(seed) })
}

/** The seed set before command `index`, if any (the list is short: one entry a side's turn). */
export function seedAt(dice: readonly DiceSeed[] | undefined, index: number): number | undefined {
  if (!dice) return undefined
  for (const d of dice) if (d.at === index) return d.seed
  return undefined
}
