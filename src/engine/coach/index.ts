// The coach: consequences before commitment. A pure query that says, for a planned attack, what the rules
// will do — exact chances from the engine's own resolution — as codes and facts with their rule ids
// (src/i18n words them).
export { attackConsequences, type PlannedAttack } from './consequences'
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
  Variant,
} from './types'
