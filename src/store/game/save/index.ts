// The door of src/store/game/save: what code outside the folder uses.
export { replay } from './replay'
export { decodeCommand, encodeCommand } from './commandCodec'
export { exportText, makeSave, type SaveFile, type SaveProblem, saveText } from './save'
export { validateSave } from './saveReader'
export {
  AUTOSAVE_KEY,
  borodinoSaves,
  browserStorage,
  freeName,
  type KV,
  lessonKeys,
  listSaves,
  putSave,
  relation,
  saveEntry,
  tryRead,
  tryWrite,
  type WriteFailure,
} from './slots'
