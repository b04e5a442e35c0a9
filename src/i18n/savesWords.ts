// The words the saves screens of both games need (src/ui/saves): each game supplies them in its own texts, so one
// dialog, one broken-autosave notice and one failed-autosave banner serve both.
import type { SaveProblemCode } from '../core'

export interface SavesWords {
  title: string
  name: string
  save: string
  load: string
  del: string
  empty: string
  export: string
  import: string
  saved: (name: string) => string
  loaded: string
  /** Said over a file's problems: nothing was loaded. */
  bad: string
  details: string
  /** What is wrong with a save file, in a player's words. */
  problem: Record<SaveProblemCode, string>
  notSaved: Record<'full' | 'unavailable' | 'unreadable', (name: string) => string>
  deleted: (name: string) => string
  undoDelete: string
  confirmReplace: string
  replace: string
  cancel: string
  confirmOverwrite: (name: string) => string
  overwrite: string
  saveAs: (name: string) => string
  unreadableList: string
  unreadableExport: string
  unreadableDelete: string
  exportFirst: string
}

/** A failed autosave and an autosave that cannot be read. */
export interface AutosaveWords {
  saveFailed: Record<'full' | 'unavailable', string>
  download: string
  brokenTitle: string
  brokenText: string
  brokenDownload: string
  brokenDiscard: string
  brokenPaused: string
  brokenDecide: string
}
