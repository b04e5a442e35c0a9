// The pace a Phalanx computer turn is shown at. The worker answers with the side's whole turn at once, so
// the pause before each command can depend on the turn it belongs to: a person waits for all of it.
import type { PhCommand } from '../../phalanx'

/**
 * The pause one command gets at the chosen delay `d` (per move), before any fitting to its turn. What a
 * person watches for is a move, an attack longer; a turn of a counter in place a third of it, and a phase's
 * end none (at one pace for all, a Hard turn's 13 or so commands took 6 s, half of it facings and phase ends).
 */
export function basePause(cmd: PhCommand, d: number): number {
  if (cmd.type === 'attack') return d * 2
  if (cmd.type === 'face') return d / 3
  if (cmd.type === 'endPhase') return 0
  return d
}

/**
 * A whole turn is shown in at most this many moves' time (2.1 s at the default 300 ms): with the worker's
 * thinking and the drawing a turn of many moves then still fits the 3 s a person should wait for it.
 */
export const TURN_SHOW_MOVES = 7
/**
 * No command is shown faster than this share of its own pause (a move at 150 ms by default), so that each
 * move is still seen; a turn longer than twice the budget is shown over more than the budget.
 */
export const MIN_PACE_SHARE = 0.5

/** The share of its own pause each command of `turn` gets: 1 when the turn fits the budget, less when not. */
export function turnPaceShare(turn: readonly PhCommand[], d: number): number {
  const total = turn.reduce((sum, c) => sum + basePause(c, d), 0)
  const budget = TURN_SHOW_MOVES * d
  return total <= budget ? 1 : Math.max(MIN_PACE_SHARE, budget / total)
}

/** The pause before `cmd`, one of the commands of `turn` (the worker's whole answer), at delay `d`. */
export function phPause(cmd: PhCommand, d: number, turn: readonly PhCommand[]): number {
  return basePause(cmd, d) * turnPaceShare(turn, d)
}
