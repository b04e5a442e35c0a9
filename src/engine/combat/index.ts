// What the combat section answers (CBT.*, ART.*, and the commanders' bonus of CMD.1): who may attack or fire at
// whom and why not, the previews of an attack, the choices a pending exchange, retreat or advance leaves, and the
// strengths with their reasons. The app's door gives it as the namespace `Combat` (Combat.previewChoice,
// Combat.AttackOption …).
export { fireCheck } from './artillery'
export { attackOptions, noAttackReason, threatOptions, type AttackOption, type AttackPlace } from './attackOptions'
export { candidatesAgainst, legalTargets, pendingRetreatHexes, previewChoice } from './boardQueries'
export { meleeBarrier, owesAttack, whyCannotFire, whyCannotMelee } from './combatRules'
export {
  advanceChoices,
  attackTargets,
  batteriesCovering,
  batteryFireArc,
  exchangeChoices,
  mustAttack,
  previewAttack,
  retreatChoices,
  type AttackPreview,
} from './queries'
export { whyNotRetreat } from './retreatWhyNot'
export { commanderBonus, commandersWith, type Strength, type StrengthCode, type StrengthLine } from './strength'
