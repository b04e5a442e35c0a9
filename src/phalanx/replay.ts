// A game is its initial state plus its command list; replaying them gives the same state exactly.
import { replayLoop, type Replayed } from '../core'
import { apply } from './apply'
import type { PhCommand, PhCtx } from './commands'
import type { PhEvent } from './events'
import { standardCtx } from './context'
import type { PhRefusal } from './refusal'
import type { PhState } from './state'
import { diceAt, type PhDiceSeed } from './diceSeed'

export type PhReplay = Replayed<PhState, PhEvent, PhRefusal>

/** With `dice` (a play-by-mail game under PH-OPT.1) the generator is set to each seed where it took over. */
export function replay(
  initial: PhState,
  commands: readonly PhCommand[],
  ctx: PhCtx = standardCtx(),
  dice: readonly PhDiceSeed[] = [],
): PhReplay {
  let index = 0 // the loop steps once a command, in order
  return replayLoop(
    (state: PhState, cmd: PhCommand) => apply(ctx, diceAt(state, dice, index++), cmd),
    initial,
    commands,
  )
}
