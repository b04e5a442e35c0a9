// The game log: the events of each command, with when they happened.
import type { GameEvent, GameState, Phase, Side } from '../../engine'

export interface LogEntry {
  /** Index of the command in the command list. */
  index: number
  turn: number
  side: Side
  phase: Phase
  events: GameEvent[]
}

export const logEntry = (before: GameState, events: GameEvent[], index: number): LogEntry => ({
  index,
  turn: before.turn,
  side: before.side,
  phase: before.phase,
  events,
})
