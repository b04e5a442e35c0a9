// Replay (SEQ.4): a game is its initial state (scenario and seed) plus its command list.
import { replayLoop, type ReplayLoopOptions, type Replayed } from '../../core'
import type { Command, Ctx } from './commands'
import { apply } from './apply'
import type { GameEvent } from './events'
import type { Refusal } from './refusal'
import type { GameState } from './state'
import { seedAt, withDiceSeed, type DiceSeed } from './diceSeed'

export type ReplayResult = Replayed<GameState, GameEvent, Refusal>
export type ReplayOptions = ReplayLoopOptions<GameState, GameEvent> & {
  /** Where a play-by-mail game's dice were set from outside (diceSeed.ts); none in other games. */
  dice?: readonly DiceSeed[]
}

export function replay(
  ctx: Ctx,
  initial: GameState,
  commands: readonly Command[],
  opts: ReplayOptions = {},
): ReplayResult {
  const dice = opts.dice
  if (!dice?.length)
    return replayLoop((state: GameState, cmd: Command) => apply(ctx, state, cmd), initial, commands, opts)
  // The loop gives the step no index: count the commands here (refused ones too, as the loop does).
  let index = 0
  const step = (state: GameState, cmd: Command): ReturnType<typeof apply> => {
    const seed = seedAt(dice, index++)
    return apply(ctx, seed === undefined ? state : withDiceSeed(state, seed), cmd)
  }
  const r = replayLoop(step, initial, commands, opts)
  // A seed after the last command: the side to move has its dice already (its turn has begun, nothing played yet).
  const last = r.refused.length && opts.stopAtRefusal ? undefined : seedAt(dice, commands.length)
  return last === undefined ? r : { ...r, state: withDiceSeed(r.state, last) }
}
