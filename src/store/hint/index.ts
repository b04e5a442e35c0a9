// The door of src/store/hint: what code outside the folder uses.
export { hints, hintSettings, useHint, useHintsEnabled } from './hintApp'
export {
  createHintControl,
  hintSide,
  HINT_HARD_BUDGET,
  type HintControl,
  type HintStatus,
  type HintView,
} from './hintControl'
