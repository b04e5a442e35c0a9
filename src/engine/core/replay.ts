// Replay (SEQ.4): a game is its initial state (scenario and seed) plus its command list.
import { replayLoop, type ReplayLoopOptions, type Replayed } from '../../core'
import type { Command, Ctx } from './commands'
import { apply } from './apply'
import type { GameEvent } from './events'
import type { Refusal } from './refusal'
import type { GameState } from './state'

export type ReplayResult = Replayed<GameState, GameEvent, Refusal>
export type ReplayOptions = ReplayLoopOptions<GameState, GameEvent>

export function replay(
  ctx: Ctx,
  initial: GameState,
  commands: readonly Command[],
  opts: ReplayOptions = {},
): ReplayResult {
  return replayLoop((state: GameState, cmd: Command) => apply(ctx, state, cmd), initial, commands, opts)
}
