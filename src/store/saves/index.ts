// The saves layer, the same for both games: reading a save's text within limits, the autosave, named saves, export
// and import. Each game brings its codec (its file's kind, schema and replay: see codec.ts).
export type { Lineage, ReadResult, SaveCodec, SaveKind } from './codec'
export { problem } from './codec'
export { MAX_DEPTH, isRecord, nestsDeeper, parseLimited, quote } from './json'
export { lineageOf, parseFile, readSave, relation } from './read'
export {
  browserStorage,
  memoryStorage,
  pickStorage,
  tryRead,
  tryRemove,
  tryWrite,
  type KV,
  type WriteFailure,
  type WriteResult,
} from './kv'
export {
  deleteSave,
  discardUnreadableList,
  freeName,
  keptUnreadableList,
  listSaves,
  putEntry,
  putSave,
  sameGameSave,
  unreadableKey,
  unreadableList,
  wouldLose,
  type NamedSave,
  type PutFailure,
  type PutResult,
  type SaveEntry,
  type SavesList,
} from './named'
export {
  createAutosaver,
  flushWhenLeaving,
  keepAside,
  releaseAside,
  resumeAutosave,
  type Autosaver,
  type BrokenAutosave,
  type Resumed,
} from './autosave'
export { exportText } from './exportFile'
export { deepEqual } from './deepEqual'
export { stateDigest } from './stateDigest'
