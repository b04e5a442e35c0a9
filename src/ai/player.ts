// A player object for running games (benchmarks, tests, later the worker): it asks `decide` and
// hands out the commands one by one, asking again whenever a decision is used up.
import { actingSide, type Command, type Ctx, type GameState } from '../engine'
import { decide } from './decide'
import type { AiOptions } from './types'

export interface AiPlayer {
  next(ctx: Ctx, state: GameState): Command
}

/** `onThink` is told the wall-clock time of every `decide` call (for the benchmark's think times). */
export function createAiPlayer(options: AiOptions, onThink?: (ms: number) => void): AiPlayer {
  let queue: Command[] = []
  let key = ''
  return {
    next(ctx, state) {
      const side = actingSide(state)
      const k = `${state.turn}/${state.side}/${state.phase}/${state.pending.length}`
      // Movement and setup plans hold only moves and placements, which roll no dice: keep handing them out.
      if (queue.length && k === key) return queue.shift() as Command
      const t0 = performance.now()
      const cmds = decide(ctx, state, side, options)
      onThink?.(performance.now() - t0)
      key = k
      queue = cmds.slice(1)
      return cmds[0] ?? { type: 'endPhase' }
    },
  }
}
