// The Phalanx messages of the computer player's worker: the request carries `game: 'phalanx'` beside
// Borodino's, and the answer is tagged with the request's id so the game applies only its latest one.
import type { PhAiLevel, PhCommand, PhState, Side } from '../phalanx'

export interface PhalanxAiRequest {
  game: 'phalanx'
  /** Tags the answer: the game applies only the answer to its latest request. */
  id: number
  state: PhState
  side: Side
  level: PhAiLevel
  /** The computer's own seed (tie-breaking noise); the game itself has no dice to hide but PH-OPT.1's. */
  seed: number
}

export type PhalanxAiAnswer =
  | { game: 'phalanx'; id: number; ok: true; commands: PhCommand[]; thinkMs: number }
  | { game: 'phalanx'; id: number; ok: false; error: string }
