// The door of src/ui/coach: the coach's consequences under the attack preview, its warnings in the hover tooltip, and
// its question before a costly phase end.
export { AttackConsequences } from './AttackConsequences'
export { MoveWarnings } from './MoveWarnings'
export { PhaseWarningDialog } from './PhaseWarningDialog'
