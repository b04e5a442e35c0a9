// The messages between the game and the computer player's worker. `game` names the rules the worker
// must host: 'borodino' here, 'phalanx' in phalanxProtocol.ts (its own request and answer).
import type { Command, GameState, Side } from '../engine'
import type { PhalanxAiAnswer, PhalanxAiRequest } from './phalanxProtocol'

/** The computer's levels, as the players setting and the worker know them (src/ai's AiLevel). */
export type AiLevelName = 'easy' | 'normal' | 'hard'

export interface BorodinoAiRequest {
  game: 'borodino'
  /** Tags the answer: the game applies only the answer to its latest request. */
  id: number
  state: GameState
  side: Side
  level: AiLevelName
  /** The computer's own seed (its noise and simulation dice), never the game's. */
  seed: number
  /** Hard only: the number of simulations the plan search may run. */
  budget?: number
  /** The coach's hint: only the next command of the decision (src/ai's hint), for the person's own side. */
  hint?: boolean
}

export type AiRequest = BorodinoAiRequest

/** Everything the worker is sent and answers, whichever game asks. */
export type WorkerRequest = AiRequest | PhalanxAiRequest
export type WorkerAnswer = AiAnswer | PhalanxAiAnswer

export type AiAnswer =
  | { game: AiRequest['game']; id: number; ok: true; commands: Command[]; thinkMs: number }
  | { game: AiRequest['game']; id: number; ok: false; error: string }
