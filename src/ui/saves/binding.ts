// What the saves screens need from a game: its named-saves list, its current game as a save, and how a save's
// text is checked and loaded. Borodino and «Фаланга» each give one; the dialog, the notices and their logic are
// the same for both.
import type { ReactNode } from 'react'
import type { SaveProblem } from '../../core'
import type { NamedSave, SaveEntry, SavesList } from '../../store/saves'
import type { SavesWords } from '../../i18n/savesWords'

export interface SavesBinding {
  list: SavesList
  words: SavesWords
  /** The game in progress as the named saves keep it. */
  entry: () => SaveEntry
  /** A name for a new save (the saves layer makes it free). */
  defaultName: () => string
  /** The game in progress as a file: its name and its text. */
  file: () => { name: string; text: string }
  isUnsaved: () => boolean
  markSaved: () => void
  /** What is wrong with a text as a save of this game; none when it can be loaded. */
  check: (text: string) => SaveProblem[]
  /** Loads a text in place of the game in progress; none when it was loaded, else nothing changed. */
  load: (text: string) => SaveProblem[]
  /** After a load: the selection and other per-game state of the screen are cleared, the player told. */
  afterLoad: () => void
  close: () => void
  /** A save's line in the list: its turn and when it was saved. */
  describe: (s: NamedSave) => ReactNode
  /** The technical detail of a problem (a field, a refused command in words), shown behind «details». */
  detail: (p: SaveProblem) => string
  /** The name of a file for an unreadable list's text. */
  unreadableFileName: string
  /** Test hooks that differ between the games (the rest are shared). */
  ids?: Partial<SavesIds>
}

/** The saves dialog's test hooks; Borodino's by default, «Фаланга» renames a few it had before. */
export interface SavesIds {
  name: string
  save: string
  list: string
  export: string
  importInput: string
  problems: string
}

export const DEFAULT_IDS: SavesIds = {
  name: 'save-name',
  save: 'save-named',
  list: 'save-list',
  export: 'export',
  importInput: 'import-file',
  problems: 'import-error',
}
