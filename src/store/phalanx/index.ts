// The door of src/store/phalanx: what code outside the folder uses.
export { phalanxSaves, phSaveEntry } from './namedSaves'
export { DEFAULT_OPTIONS, HUMANS, initialState, type Player, PLAYERS, validatePhSave } from './save'
export { canUndo, computerToMove, ctx, phalanxStore, usePh } from './store'
export type { PhGame, PhRecord } from './types'
