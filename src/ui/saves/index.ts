// The saves screens both games share: the saves dialog, the problems of a file, the autosave's notices.
export { DEFAULT_IDS, type SavesBinding, type SavesIds } from './binding'
export { SavesDialog } from './SavesDialog'
export { SaveProblems } from './SaveProblems'
export { BrokenAutosave, SaveFailedBanner } from './AutosaveNotices'
export { downloadText } from './downloadText'
