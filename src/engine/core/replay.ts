// Replay (SEQ.4): a game is its initial state (scenario and seed) plus its command list.
import type { Command, Ctx } from './commands'
import { apply } from './apply'
import type { GameEvent } from './events'
import type { Refusal } from './refusal'
import type { GameState } from './state'

export interface ReplayResult {
  state: GameState
  /** Events of each accepted command, in order. */
  events: GameEvent[][]
  /** Commands that were refused (they change nothing), by index in the list. */
  refused: Array<{ index: number; refusal: Refusal }>
}

export function replay(ctx: Ctx, initial: GameState, commands: readonly Command[]): ReplayResult {
  let state = initial
  const events: GameEvent[][] = []
  const refused: Array<{ index: number; refusal: Refusal }> = []
  commands.forEach((cmd, index) => {
    const out = apply(ctx, state, cmd)
    if (out.ok) {
      state = out.state
      events.push(out.events)
    } else {
      refused.push({ index, refusal: out.refusal })
    }
  })
  return { state, events, refused }
}
