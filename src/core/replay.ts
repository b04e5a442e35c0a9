// The replay loop every ruleset shares: a game is its initial state plus its command list, and applying
// them again gives the same state exactly (nothing is random but the seeded generator in the state).
import type { Outcome } from './refusal'

export interface Replayed<S, E, Rf> {
  readonly state: S
  /** Events of each accepted command, in order. */
  readonly events: E[][]
  /** Commands that were refused (they change nothing), by index in the list. */
  readonly refused: Array<{ index: number; refusal: Rf }>
}

export interface ReplayLoopOptions<S, E> {
  /** Stop at the first refused command (a save must replay whole). */
  stopAtRefusal?: boolean
  /** Told of each accepted command with the state it was applied to (e.g. to rebuild a log). */
  onAccepted?: (before: S, events: E[], index: number) => void
}

export function replayLoop<S, C, E, Rf>(
  step: (state: S, command: C) => Outcome<S, E, Rf>,
  initial: S,
  commands: readonly C[],
  opts: ReplayLoopOptions<S, E> = {},
): Replayed<S, E, Rf> {
  let state = initial
  const events: E[][] = []
  const refused: Array<{ index: number; refusal: Rf }> = []
  for (const [index, command] of commands.entries()) {
    const out = step(state, command)
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
