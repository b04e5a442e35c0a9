// Phalanx's named saves: a list of its own, apart from Borodino's, kept by the saves layer (../saves) as
// Borodino's is.
import type { KV, SaveEntry, SavesList } from '../saves'
import { PHALANX_SAVES, type PhSaveFile } from './save'

export const PH_SAVES_KEY = 'phalanx:saves'

/** Phalanx's list of named saves in `kv`. */
export const phalanxSaves = (kv: KV): SavesList => ({ kv, key: PH_SAVES_KEY, codec: PHALANX_SAVES })

/** A Phalanx save file as the named saves keep it. */
export const phSaveEntry = (save: PhSaveFile): SaveEntry => ({
  file: save as unknown as Record<string, unknown>,
  text: JSON.stringify(save),
  turn: save.turn,
})
