// The door of src/ui/phalanx/coach: «Фаланга»'s hint (its button, panel, board mark and key) and the consequences
// shown under an attack being put together.
export { askPhHint } from './phHint'
export { PhHintButton } from './PhHintButton'
export { PhHintPanel } from './PhHintPanel'
export { PhHintMark } from './PhHintMark'
export { PhAttackConsequences } from './PhAttackConsequences'
