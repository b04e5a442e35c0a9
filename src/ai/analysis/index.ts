// The analysis of a played game (issue 28, the coach, part 5): each decision of a side against the computer's own
// choice at that point, its cost in expected strength points, and a grade. Pure; never reads the game's dice.
export { analyseGame, startAnalysis, type AnalysisRun } from './analyse'
export { listDecisions } from './decisions'
export {
  ANALYSIS_SEED,
  GRADE_THRESHOLDS,
  GRADES,
  gradeOf,
  type AnalysisOptions,
  type AttackFigures,
  type Choice,
  type DecisionKind,
  type Grade,
  type JudgedDecision,
} from './types'
