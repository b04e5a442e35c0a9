// The door of src/ui/coach: the coach's consequences under the attack preview, and its question before a costly
// phase end.
export { AttackConsequences } from './AttackConsequences'
export { PhaseWarningDialog } from './PhaseWarningDialog'
