// The door of src/store/game: what code outside the folder uses.
export { type Bundle, type ScenarioInfo } from './bundle'
export { bundledData } from './bundled'
export { createGameStore, isValidSeed } from './gameStore'
export { type GameSnapshot, type GameStore, UNDO_LIMIT } from './types'
export { startLinkGame } from './linkGame'
export { logEntry, type LogEntry } from './log'
export { type PbmGame } from './pbm'
export {
  bothHuman,
  computerActs,
  hintLevel,
  HUMANS,
  isPlayerKind,
  PLAYER_KINDS,
  type PlayerKind,
  type Players,
  waitingForPerson,
} from './players'
export {
  AUTOSAVE_KEY,
  borodinoSaves,
  decodeCommand,
  encodeCommand,
  browserStorage,
  exportText,
  freeName,
  type KV,
  lessonKeys,
  listSaves,
  putSave,
  relation,
  saveEntry,
  type SaveProblem,
  tryRead,
  tryWrite,
  validateSave,
} from './save/index'
