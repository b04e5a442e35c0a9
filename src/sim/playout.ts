// A whole game played by the random player from a fixed seed: recorded games for tests, fixtures and benchmarks.
import { apply, type Command, type Ctx, type GameState, isGameOver } from '../engine'
import { createRandomPlayer, type RandomPlayerOptions } from './randomPlayer'
import { seededRand } from '../core'

export interface Playout {
  commands: Command[]
  state: GameState
}

/**
 * Plays from `initial` until the game is over (or `maxCommands`), every command accepted by the rules.
 * Deterministic: the same start, player seed and options give the same command list.
 */
export function playOut(
  ctx: Ctx,
  initial: GameState,
  playerSeed: number,
  opts: RandomPlayerOptions = {},
  maxCommands = 100_000,
): Playout {
  const player = createRandomPlayer(seededRand(playerSeed), opts)
  const commands: Command[] = []
  let state = initial
  while (!isGameOver(state) && commands.length < maxCommands) {
    let cmd = player.next(ctx, state)
    let out = apply(ctx, state, cmd)
    if (!out.ok) {
      // The random player asked for something the rules refuse: end the phase instead, as a player would.
      cmd = { type: 'endPhase' }
      out = apply(ctx, state, cmd)
      if (!out.ok)
        throw new Error(
          `playOut: stuck at command ${commands.length}: ${out.refusal.code} ${JSON.stringify(out.refusal.params)}`,
        )
    }
    commands.push(cmd)
    state = out.state
  }
  return { commands, state }
}
