// The door of src/store/phalanx: what code outside the folder uses.
export { phalanxSaves, phSaveEntry } from './namedSaves'
export { createPhAiControl, type PhAiStatus, type PhConnect } from './phAiControl'
export { DEFAULT_OPTIONS, HUMANS, initialState, type Player, PLAYERS, validatePhSave } from './save'
export { canUndo, computerToMove, ctx, phalanxStore, type PhGame, usePh } from './store'
