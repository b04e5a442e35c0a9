// The door of src/store/hint: what code outside the folder uses.
export { hints, useHint } from './hintApp'
export { hintSettings, useHintsEnabled } from './settings'
export {
  createHintControl,
  hintSide,
  HINT_HARD_BUDGET,
  type HintControl,
  type HintStatus,
  type HintView,
} from './hintControl'
export { createHintController, personToAct, type HintController, type HintViewOf } from './hintController'
export { createPhHintControl, phHintSide, type PhHintControl, type PhHintView } from './phalanxHint'
