// A game is its initial state plus its command list; replaying them gives the same state exactly.
import { replayLoop, type Replayed } from '../core'
import { apply } from './apply'
import type { PhCommand, PhCtx } from './commands'
import type { PhEvent } from './events'
import { standardCtx } from './context'
import type { PhRefusal } from './refusal'
import type { PhState } from './state'

export type PhReplay = Replayed<PhState, PhEvent, PhRefusal>

export function replay(initial: PhState, commands: readonly PhCommand[], ctx: PhCtx = standardCtx()): PhReplay {
  return replayLoop((state: PhState, cmd: PhCommand) => apply(ctx, state, cmd), initial, commands)
}
