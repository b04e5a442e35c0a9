// The Phalanx ruleset's public surface. Pure and deterministic: no UI, storage or clock.
export * from './types'
export * from './rules'
export * from './fieldData'
export {
  buildField,
  codeOf,
  directionTo,
  distance,
  hexOf,
  neighbourOf,
  DIRECTIONS,
  type Direction,
  type Field,
} from './field'
export * from './facing'
export * from './units'
export {
  newGame,
  unitOf,
  gameTurn,
  type PhState,
  type PhSetup,
  type NewGameOptions,
  type GameResult,
  type EndReason,
  type DeclaredAttack,
} from './state'
export * from './commands'
export * from './refusal'
export * from './events'
export { shapeRefusal } from './shape'
export { apply } from './apply'
export { replay, type PhReplay } from './replay'
export { diceAt, withDiceSeed, type PhDiceSeed } from './diceSeed'
export { standardCtx } from './context'
export { speedOf, type Destination, type MoveOption } from './movement'
export { BREAK_THRESHOLD, SCORE_TOTAL, lossesOf, type Losses } from './scoring'
export * from './queries'
export * from './ai'
export * from './coach'
