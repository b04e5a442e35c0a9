// The door of src/store/review: what code outside the folder uses.
export {
  commanderFates,
  largestCombats,
  lossesByTurn,
  lostUnits,
  roster,
  type RosterCommander,
  type TurnLosses,
  type UnitCondition,
} from './battleRecord'
export { review, useAnalysis, useReview } from './reviewApp'
export { createAnalysis, type AnalysisStatus, type AnalysisStore, type ConnectAnalysis } from './analysis'
export type { JudgedDecision } from '../../worker/analysisProtocol'
