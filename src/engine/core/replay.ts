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

export interface ReplayOptions {
  /** Stop at the first refused command (a save must replay whole). */
  stopAtRefusal?: boolean
  /** Told of each accepted command with the state it was applied to (e.g. to rebuild a log). */
  onAccepted?: (before: GameState, events: GameEvent[], index: number) => void
}

export function replay(
  ctx: Ctx,
  initial: GameState,
  commands: readonly Command[],
  opts: ReplayOptions = {},
): ReplayResult {
  let state = initial
  const events: GameEvent[][] = []
  const refused: Array<{ index: number; refusal: Refusal }> = []
  for (let index = 0; index < commands.length; index++) {
    const out = apply(ctx, state, commands[index])
    if (out.ok) {
      opts.onAccepted?.(state, out.events, index)
      state = out.state
      events.push(out.events)
    } else {
      refused.push({ index, refusal: out.refusal })
      if (opts.stopAtRefusal) break
    }
  }
  return { state, events, refused }
}
