// The Phalanx coach: what the rules will do before a step is taken — an attack's exact result and what follows from it
// — and what the computer's hint is, in facts of the position. Pure queries; codes and facts with their rule ids.
export { attackConsequences } from './consequences'
export { hintFacts } from './hintFacts'
export { planFacts, type PlanFacts } from './plan'
export type {
  AttackConsequences,
  Chance,
  DieCase,
  PhConsequence,
  PhConsequenceCode,
  PhHintFacts,
  PhHintKind,
  PlannedAttack,
} from './types'
