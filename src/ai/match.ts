// Plays a whole game between two players through the engine (benchmarks and tests): every command
// is applied by the engine; a refused one is counted and the phase ended so the game goes on.
import { actingSide, apply, type Command, type Ctx, type GameState, isGameOver, type Side } from '../engine'
import { startSimulation } from '../engine/ai'

export interface Player {
  next(ctx: Ctx, state: GameState): Command
}

export interface MatchResult {
  state: GameState
  commands: number
  refusals: Array<{ cmd: Command; code: string }>
}

export interface MatchOptions {
  maxTurn?: number
  maxCommands?: number
  /** Told every state the game passes through (after each applied command). */
  onState?: (state: GameState) => void
  /**
   * Play on an engine simulation: the state is one object changed in place (onState sees it each
   * time). Only for players that keep no state between calls, as the random player; much faster.
   */
  inPlace?: boolean
}

export function playMatch(
  ctx: Ctx,
  start: GameState,
  players: Record<Side, Player>,
  opts: MatchOptions = {},
): MatchResult {
  const sim = opts.inPlace ? startSimulation(ctx, start) : null
  const step = (st: GameState, c: Command) => (sim ? sim.apply(c) : apply(ctx, st, c))
  let state = sim ? sim.state : start
  let commands = 0
  const refusals: MatchResult['refusals'] = []
  const maxTurn = opts.maxTurn ?? Infinity
  const limit = opts.maxCommands ?? 200_000
  while (!isGameOver(state) && state.turn <= maxTurn && commands < limit) {
    const cmd = players[actingSide(state)].next(ctx, state)
    const out = step(state, cmd)
    commands++
    if (!out.ok) {
      refusals.push({ cmd, code: out.refusal.code })
      const end = step(state, { type: 'endPhase' })
      if (!end.ok)
        throw new Error(
          `stuck: ${JSON.stringify(cmd)} refused (${out.refusal.code}) and the phase cannot end (${end.refusal.code})`,
        )
      state = end.state
      continue
    }
    state = out.state
    opts.onState?.(state)
  }
  return { state: sim ? sim.snapshot() : state, commands, refusals }
}
