// The door of src/store/phalanx: what code outside the folder uses.
export { phalanxSaves, phSaveEntry } from './namedSaves'
export {
  DEFAULT_OPTIONS,
  HUMANS,
  initialState,
  type PhOptions,
  type Player,
  PLAYERS,
  rebuild as rebuildPhCommand,
  validatePhSave,
} from './save'
export { canUndo, computerToMove, createPhalanxStore, ctx, mayAct, phalanxStore, usePh } from './store'
export type { PhGame, PhRecord } from './types'
