// Browser storage: the autosave and named saves, behind a small key-value interface (a fake in tests).
import type { SaveFile } from './save'

export interface KV {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const AUTOSAVE_KEY = 'borodino:autosave'
export const SAVES_KEY = 'borodino:saves'
/** The tutorial's own slot, so it never overwrites the player's autosaved game. */
export const TUTORIAL_SAVE_KEY = 'borodino:tutorial'
/** Which tutorial step was reached, to resume from it. */
export const TUTORIAL_STEP_KEY = 'borodino:tutorial-step'
/** The save slot and progress key of a lesson, by its scenario id (the first lesson keeps the original keys). */
export const lessonKeys = (id: string): { save: string; step: string } =>
  id === 'tutorial' ? { save: TUTORIAL_SAVE_KEY, step: TUTORIAL_STEP_KEY } : { save: `${TUTORIAL_SAVE_KEY}:${id}`, step: `${TUTORIAL_STEP_KEY}:${id}` }

export interface NamedSave {
  name: string
  savedAt: string
  turn: number
  scenarioId: string
  text: string
}

export function memoryStorage(): KV & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

/** localStorage when there is one and it works, else an in-memory store. */
export function browserStorage(): KV {
  try {
    const ls = globalThis.localStorage
    ls.setItem('borodino:probe', '1')
    ls.removeItem('borodino:probe')
    return ls
  } catch {
    return memoryStorage()
  }
}

export function writeAutosave(kv: KV, save: SaveFile, key = AUTOSAVE_KEY): boolean {
  try {
    kv.setItem(key, JSON.stringify(save))
    return true
  } catch {
    return false
  }
}

export function listSaves(kv: KV): NamedSave[] {
  try {
    const v = JSON.parse(kv.getItem(SAVES_KEY) ?? '[]') as unknown
    return Array.isArray(v) ? (v as NamedSave[]).filter((s) => s && typeof s.name === 'string' && typeof s.text === 'string') : []
  } catch {
    return []
  }
}

export function putSave(kv: KV, name: string, save: SaveFile): NamedSave[] {
  const entry: NamedSave = { name, savedAt: new Date().toISOString(), turn: save.state.turn, scenarioId: save.scenarioId, text: JSON.stringify(save) }
  const all = [entry, ...listSaves(kv).filter((s) => s.name !== name)]
  kv.setItem(SAVES_KEY, JSON.stringify(all))
  return all
}

export function deleteSave(kv: KV, name: string): NamedSave[] {
  const all = listSaves(kv).filter((s) => s.name !== name)
  kv.setItem(SAVES_KEY, JSON.stringify(all))
  return all
}
