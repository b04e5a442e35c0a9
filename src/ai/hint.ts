// The coach's hint: the next step the computer player of a level would take for `side` now — the first
// command of what `decide` answers (the first move of a movement plan, the first placement of a setup, the
// attack it would make, the retreat hex it would pick). Pure, like decide: the game's dice are never read.
import type { Command, Ctx, GameState, Side } from '../engine'
import { decide } from './decide'
import type { AiOptions } from './types'

/** The command the computer would give next for `side`, or null when `side` has nothing to decide. */
export function hint(ctx: Ctx, state: GameState, side: Side, options: AiOptions): Command | null {
  return decide(ctx, state, side, options)[0] ?? null
}
