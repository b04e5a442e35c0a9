// The save reader (saveReader.ts) is loaded on demand: only a start that resumes an autosave, the saves
// dialog, the tutorial and the broken-autosave choice read saves. Whoever reads one awaits loadSaveReader()
// first; the game store then reads synchronously through saveReader(). A save may be of any scenario and is replayed
// from that scenario's data by the rules: the reader counts as loaded once those are there too.
import type { ReadSave } from './save'
import { loadRules } from '../../rules'
import { loadOnce } from '../../loadOnce'
import { loadAllScenarios } from '../scenarioSources'

let reader: ReadSave | null = null

/** Makes the reader available at once (tests, which provide the scenarios' data too: provideScenarios). */
export function provideSaveReader(read: ReadSave): void {
  reader = read
}

/** The reader when it has been loaded, else null. */
export const saveReader = (): ReadSave | null => reader

// Reading a save replays its commands: the rules come with the reader.
const fetchReader = loadOnce(() =>
  Promise.all([import('./saveReader'), loadAllScenarios(), loadRules()]).then(([m]) => (reader = m.validateSave)),
)

/** Loads the reader, every scenario's data and the rules (once; a failed fetch is tried again on the next call). */
export function loadSaveReader(): Promise<ReadSave> {
  if (reader) return Promise.resolve(reader)
  return fetchReader.load()
}
