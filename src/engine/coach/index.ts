// The coach: consequences before commitment. Pure queries that say, for a planned attack, move or phase
// end, what the rules will do — exact chances from the engine's own resolution, and warnings before a
// costly legal step — as codes and facts with their rule ids (src/i18n words them).
export { attackConsequences, type PlannedAttack } from './consequences'
export { unitsAtRisk } from './atRisk'
export { fraction, fractionValue, sameFraction, type Bounds, type Fraction } from './fraction'
export type {
  AttackConsequences,
  CommanderRisk,
  Consequence,
  ConsequenceCase,
  DestroyCause,
  HoldCheck,
  ResultLine,
  RetreatFact,
  RetreatRoute,
  Variant,
} from './types'
export { moveWarnings, phaseEndWarnings, type MoveCommand, type Warning } from './warnings'
export { optionOdds, type OptionOdds, type RatedOption } from './optionOdds'
export {
  exchange,
  rankedAttacks,
  rankedThreats,
  rankOptions,
  THREAT_GRADES,
  threatGrade,
  type ThreatGrade,
} from './rankedOptions'
