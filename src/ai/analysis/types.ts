// The analysis of a played game: its decisions, what each cost against the computer's own choice, and grades.
import type { Command, DiceSeed, GameState, Side } from '../../engine'
import type { AiLevel } from '../types'

/** What a decision is: a whole movement phase, one attack or fire, the end of a combat phase, a pending choice. */
export type DecisionKind = 'movement' | 'attack' | 'end-combat' | 'retreat' | 'advance' | 'exchange'

/** Chess-site grades of a decision's cost (thresholds in GRADE_THRESHOLDS). */
export type Grade = 'inaccuracy' | 'mistake' | 'blunder'
export const GRADES: readonly Grade[] = ['inaccuracy', 'mistake', 'blunder']

/**
 * Least cost, in expected strength points, of each grade (docs/rules-decisions.md, "The coach's analysis"):
 * one point is a small unit's worth, three a brigade's, six a division's.
 */
export const GRADE_THRESHOLDS: Readonly<Record<Grade, number>> = { inaccuracy: 1, mistake: 3, blunder: 6 }

/** One decision of the game: the commands from `start` (a position) up to `end` (exclusive), and the states around. */
export interface Decision {
  start: number
  end: number
  side: Side
  kind: DecisionKind
  turn: number
  before: GameState
  after: GameState
}

/** An attack's expected outcome for the side that makes it, from the coach's exact consequences. */
export interface AttackFigures {
  /** Expected strength points the enemy loses (the middle of the coach's bounds). */
  enemyLost: number
  /** Expected strength points the attacker's side loses. */
  ownLost: number
  /** Chance the defender is destroyed. */
  destroy: number
  defender: string
}

/** What one side of the comparison is worth: SP-equivalents, and the attack's figures when it is one. */
export interface Choice {
  commands: Command[]
  /** Expected SP swing (attack: enemy lost − own lost; end of combat 0) or the position's value in SP-equivalents. */
  value: number
  attack: AttackFigures | null
}

/** A judged decision: the player's choice, the computer's, and the cost of the difference (≥ 0). */
export interface JudgedDecision {
  start: number
  end: number
  side: Side
  kind: DecisionKind
  turn: number
  /** Expected strength points the player's choice gave up against the computer's (0 when as good or better). */
  loss: number
  grade: Grade | null
  played: Choice
  best: Choice
}

export interface AnalysisOptions {
  /** The sides whose decisions are judged. */
  sides: readonly Side[]
  /** The computer's level the player is compared with (Normal by default). */
  level?: AiLevel
  /** The computer's own seed: fixed, so the analysis is the same every time. */
  seed?: number
  /** A play-by-mail game's dice seeds, set before the commands they name (engine: withDiceSeed). */
  dice?: readonly DiceSeed[]
}

export const ANALYSIS_SEED = 1812

export function gradeOf(loss: number): Grade | null {
  if (loss >= GRADE_THRESHOLDS.blunder) return 'blunder'
  if (loss >= GRADE_THRESHOLDS.mistake) return 'mistake'
  if (loss >= GRADE_THRESHOLDS.inaccuracy) return 'inaccuracy'
  return null
}
