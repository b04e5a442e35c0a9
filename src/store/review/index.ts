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
export { review, useReview } from './reviewApp'
