// The messages of the coach's analysis of a played game (src/ai/analysis), on a worker of its own
// (analysisWorker.ts): a start, a cancel, and the answers — progress after each decision, the result, or why not.
import type { JudgedDecision } from '../ai'
import type { Command, DiceSeed, GameState, Side } from '../engine'
import type { AiLevelName } from './aiProtocol'

export type { JudgedDecision }

export interface AnalysisStart {
  type: 'analyse'
  /** Tags the answers: the store reads only those of its latest request. */
  id: number
  /** The game's first position and every command since. */
  initial: GameState
  commands: Command[]
  /** A play-by-mail game's dice seeds (none in other games). */
  dice?: DiceSeed[]
  /** The sides whose decisions are judged. */
  sides: Side[]
  /** The computer's level the player's choices are compared with. */
  level: AiLevelName
}

/** Stops the analysis `id` between two decisions. */
export interface AnalysisCancel {
  type: 'cancel'
  id: number
}

export type AnalysisRequest = AnalysisStart | AnalysisCancel

export type AnalysisAnswer =
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'done'; id: number; results: JudgedDecision[] }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; error: string }
