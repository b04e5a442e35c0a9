// The computer opponent: pure decisions on the engine's public surface (no DOM, no store).
export { decide } from './decide'
export { hint } from './hint'
export { createAiPlayer, type AiPlayer } from './player'
export { createGreedyPlayer, type GreedyPlayer } from './greedy'
export { evaluate } from './evaluate'
export { AI_LEVELS, DEFAULT_HARD_BUDGET, type AiLevel, type AiOptions } from './types'
export {
  analyseGame,
  ANALYSIS_SEED,
  GRADE_THRESHOLDS,
  GRADES,
  startAnalysis,
  type AnalysisOptions,
  type AnalysisRun,
  type AttackFigures,
  type Choice,
  type DecisionKind,
  type Grade,
  type JudgedDecision,
} from './analysis'
