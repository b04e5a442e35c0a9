// Borodino's coach hint: the game-neutral hint controller (hintController.ts) over the Borodino game store, through
// the computer player's own adapter (src/store/ai/borodino.ts); the worker is asked for the next command only.
import type { StoreApi } from 'zustand/vanilla'
import { actingSide, isGameOver, type Command, type GameState, type Side } from '../../engine'
import type { AiAnswer, AiRequest } from '../../worker/aiProtocol'
import type { GameStore } from '../game'
import { mayActBy } from '../mail'
import { borodinoAdapter } from '../ai/borodino'
import type { ConnectTo } from '../ai/connection'
import { createHintController, type HintController, type HintViewOf } from './hintController'

export type { HintStatus } from './hintController'
export type HintView = HintViewOf<GameState, Command, Side>
export type HintControl = HintController<GameState, Command, Side>

/** Simulations of Hard's plan search for a hint: the budget the computer player uses (src/store/ai/borodino.ts). */
export { HARD_BUDGET as HINT_HARD_BUDGET } from '../ai/borodino'

export interface HintOptions {
  game: StoreApi<GameStore>
  connect: ConnectTo<AiRequest, AiAnswer>
  seed?: number
  now?: () => number
}

/** The side a person must decide for now, or null (the computer acts, the game is over). A lesson's game counts:
 * the lesson itself says when a hint may be asked (hintInLesson). */
export function hintSide(g: Pick<GameStore, 'state' | 'players'> & Partial<Pick<GameStore, 'pbm'>>): Side | null {
  if (isGameOver(g.state)) return null
  const side = actingSide(g.state)
  // In a game by mail both sides are people, but only this player's own turn is his to play (and to be coached in).
  if (g.pbm && !mayActBy(g.pbm, false, side)) return null
  return g.players[side] === 'human' ? side : null
}

export function createHintControl({ game, ...rest }: HintOptions): HintControl {
  return createHintController({
    // The computer player's adapter acts only in a game; a hint may be asked in a lesson too (hintInLesson).
    adapter: {
      ...borodinoAdapter(game),
      actor: () => (isGameOver(game.getState().state) ? null : actingSide(game.getState().state)),
    },
    hintRequest: (req) => ({ ...req, hint: true }),
    noteHint: () => game.getState().noteHint(),
    ...rest,
  })
}
