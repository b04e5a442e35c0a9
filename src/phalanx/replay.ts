// A game is its initial state plus its command list; replaying them gives the same state exactly.
import { apply } from './apply'
import type { PhCommand, PhCtx } from './commands'
import type { PhEvent } from './events'
import { standardCtx } from './context'
import type { PhRefusal } from './refusal'
import type { PhState } from './state'

export interface PhReplay {
  readonly state: PhState
  /** Events of each accepted command, in order. */
  readonly events: PhEvent[][]
  /** Refused commands (they change nothing), by index in the list. */
  readonly refused: Array<{ index: number; refusal: PhRefusal }>
}

export function replay(initial: PhState, commands: readonly PhCommand[], ctx: PhCtx = standardCtx()): PhReplay {
  let state = initial
  const events: PhEvent[][] = []
  const refused: Array<{ index: number; refusal: PhRefusal }> = []
  commands.forEach((cmd, index) => {
    const out = apply(ctx, state, cmd)
    if (out.ok) {
      state = out.state
      events.push(out.events)
    } else refused.push({ index, refusal: out.refusal })
  })
  return { state, events, refused }
}
