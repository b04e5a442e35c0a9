// When the board goes back to the person's view after the computer's turn (useComputerReturn.ts draws on it): the
// decisions alone, without React, so that each case is tested.
import type { Side } from '../../engine'
import type { Players } from '../../store/game'
import type { View } from './revealView'

export interface Kept {
  view: View
  /** The computer's side, whose turn it was. */
  side: Side
  /** The person's hand moves of the board (useViewport's count) when the view was kept. */
  moves: number
}

/**
 * The view to keep when the computer first moves the camera: only in its own turn (not for a retreat or an exchange
 * it answers within the person's turn) and only when a person plays (not in a watch of computer against computer).
 */
export function keepAtComputerMove(
  kept: Kept | null,
  at: { players: Players; side: Side; view: View; moves: number },
): Kept | null {
  if (kept) return kept
  const person = at.players.fr === 'human' || at.players.ru === 'human'
  return person && at.players[at.side] !== 'human' ? { view: at.view, side: at.side, moves: at.moves } : null
}

/**
 * At a change of the side to move or of the players: what is kept now, and the view to go back to, if any. The
 * person's turn begins: back to their view, unless they moved the board by hand since; the person took the
 * computer's side over: the view is theirs from now on.
 */
export function atTurnChange(
  kept: Kept | null,
  at: { players: Players; side: Side; moves: number },
): { kept: Kept | null; back: View | null } {
  if (!kept) return { kept, back: null }
  if (at.players[kept.side] === 'human') return { kept: null, back: null }
  if (at.side === kept.side || at.players[at.side] !== 'human') return { kept, back: null }
  return { kept: null, back: at.moves === kept.moves ? kept.view : null }
}
