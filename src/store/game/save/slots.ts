// Borodino's slots in the browser's storage and its named saves, bound to the saves layer (saves/), which
// holds the logic both games share: reading within limits, a damaged list kept apart, a name that holds another
// game never replaced without a yes, a write that does not fit leaving everything as it was.
import * as saves from '../../saves'
import type { KV, NamedSave, PutResult, SaveEntry, SavesList, WriteResult } from '../../saves'
import { BORODINO_SAVES, saveText, type SaveFile } from './save'

export {
  browserStorage,
  freeName,
  memoryStorage,
  pickStorage,
  tryRead,
  tryWrite,
  type KV,
  type NamedSave,
  type PutFailure,
  type PutResult,
  type WriteFailure,
  type WriteResult,
} from '../../saves'

export const AUTOSAVE_KEY = 'borodino:autosave'
export const SAVES_KEY = 'borodino:saves'
/** Where an unreadable list of named saves is kept before a new list is written (never lost). */
export const SAVES_UNREADABLE_KEY = saves.unreadableKey(SAVES_KEY)
/** The tutorial's own slot, so it never overwrites the player's autosaved game. */
export const TUTORIAL_SAVE_KEY = 'borodino:tutorial'
/** Which tutorial step was reached, to resume from it. */
export const TUTORIAL_STEP_KEY = 'borodino:tutorial-step'
/** The save slot and progress key of a lesson, by its scenario id (the first lesson keeps the original keys). */
export const lessonKeys = (id: string): { save: string; step: string } =>
  id === 'tutorial'
    ? { save: TUTORIAL_SAVE_KEY, step: TUTORIAL_STEP_KEY }
    : { save: `${TUTORIAL_SAVE_KEY}:${id}`, step: `${TUTORIAL_STEP_KEY}:${id}` }

/** Borodino's list of named saves in `kv`. */
export const borodinoSaves = (kv: KV): SavesList => ({ kv, key: SAVES_KEY, codec: BORODINO_SAVES })

/** A save file as the named saves keep it. */
export const saveEntry = (save: SaveFile): SaveEntry => ({
  file: save as unknown as Record<string, unknown>,
  text: saveText(save),
  turn: save.turn,
  scenarioId: save.scenarioId,
})

export const writeAutosave = (kv: KV, save: SaveFile, key = AUTOSAVE_KEY): WriteResult =>
  saves.tryWrite(kv, key, saveText(save))

export const listSaves = (kv: KV): NamedSave[] => saves.listSaves(borodinoSaves(kv))
export const putSave = (kv: KV, name: string, save: SaveFile, replace = false): PutResult =>
  saves.putSave(borodinoSaves(kv), name, saveEntry(save), replace)
export const putEntry = (kv: KV, entry: NamedSave, at: number): PutResult =>
  saves.putEntry(borodinoSaves(kv), entry, at)
export const deleteSave = (kv: KV, name: string): PutResult => saves.deleteSave(borodinoSaves(kv), name)
export const unreadableList = (kv: KV): string | null => saves.unreadableList(borodinoSaves(kv))
export const keptUnreadableList = (kv: KV): string | null => saves.keptUnreadableList(borodinoSaves(kv))
export const discardUnreadableList = (kv: KV): void => saves.discardUnreadableList(borodinoSaves(kv))

/** How a saved entry's game stands to `save`: the same game, an earlier point of it, or another game. */
export function relation(entry: NamedSave, save: SaveFile): 'same' | 'earlier' | 'other' {
  const game = BORODINO_SAVES.lineage(saveEntry(save).file)
  return game ? saves.relation(BORODINO_SAVES, entry.text, game) : 'other'
}

/** Whether writing `save` over a saved entry would lose a game (the entry is not an earlier point of it). */
export const wouldLose = (entry: NamedSave, save: SaveFile): boolean => relation(entry, save) === 'other'
