// The save reader (saveReader.ts) is loaded on demand: only a start that resumes an autosave, the saves
// dialog, the tutorial and the broken-autosave choice read saves. Whoever reads one awaits loadSaveReader()
// first; the game store then reads synchronously through saveReader().
import type { ReadSave } from './save'
import { loadRules } from './rules'

let reader: ReadSave | null = null
let pending: Promise<ReadSave> | null = null

/** Makes the reader available at once (tests; a module that already has it). */
export function provideSaveReader(read: ReadSave): void {
  reader = read
}

/** The reader when it has been loaded, else null. */
export const saveReader = (): ReadSave | null => reader

/** Loads the reader (once; a failed fetch is tried again on the next call). */
export function loadSaveReader(): Promise<ReadSave> {
  if (reader) return Promise.resolve(reader)
  // Reading a save replays its commands: the rules come with the reader.
  return (pending ??= Promise.all([import('./saveReader'), loadRules()]).then(
    ([m]) => (reader = m.validateSave),
    (e: unknown) => {
      pending = null
      throw e
    },
  ))
}
