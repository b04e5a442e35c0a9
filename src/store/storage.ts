// Browser storage: the autosave and named saves, behind a small key-value interface (a fake in tests).
// Writing can fail (storage full, disabled): every write says whether it worked, and reading never
// depends on writing (a full storage still gives back the games already in it).
import { saveText, type SaveFile } from './save'

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
  id === 'tutorial'
    ? { save: TUTORIAL_SAVE_KEY, step: TUTORIAL_STEP_KEY }
    : { save: `${TUTORIAL_SAVE_KEY}:${id}`, step: `${TUTORIAL_STEP_KEY}:${id}` }

export interface NamedSave {
  name: string
  savedAt: string
  turn: number
  scenarioId: string
  text: string
}

/** Why a write failed: the storage is full, or it cannot be written at all. */
export type WriteFailure = 'full' | 'unavailable'
export type WriteResult = { ok: true } | { ok: false; why: WriteFailure }

export function memoryStorage(): KV & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

let shared: KV | null = null

/**
 * The given storage whenever it can be read (even when it is full and writes fail: the games in it
 * must still load), else an in-memory store.
 */
export function pickStorage(get: () => KV | undefined): KV {
  try {
    const ls = get()
    if (!ls) return memoryStorage()
    ls.getItem(AUTOSAVE_KEY)
    return ls
  } catch {
    return memoryStorage()
  }
}

/** The browser's localStorage as pickStorage chooses it; one instance for the whole app. */
export function browserStorage(): KV {
  shared ??= pickStorage(() => globalThis.localStorage)
  return shared
}

const isQuota = (e: unknown): boolean => {
  const x = e as { name?: string; code?: number } | null
  return (
    !!x &&
    (x.name === 'QuotaExceededError' || x.name === 'NS_ERROR_DOM_QUOTA_REACHED' || x.code === 22 || x.code === 1014)
  )
}

/** Writes one key; a failure is reported, never thrown. */
export function tryWrite(kv: KV, key: string, value: string): WriteResult {
  try {
    kv.setItem(key, value)
    return { ok: true }
  } catch (e) {
    return { ok: false, why: isQuota(e) ? 'full' : 'unavailable' }
  }
}

export function tryRead(kv: KV, key: string): string | null {
  try {
    return kv.getItem(key)
  } catch {
    return null
  }
}

export const writeAutosave = (kv: KV, save: SaveFile, key = AUTOSAVE_KEY): WriteResult =>
  tryWrite(kv, key, saveText(save))

export function listSaves(kv: KV): NamedSave[] {
  try {
    const v = JSON.parse(kv.getItem(SAVES_KEY) ?? '[]') as unknown
    if (!Array.isArray(v)) return []
    // Only well-formed entries, rebuilt from their known fields (the list may have been edited by hand).
    return (v as Array<Partial<NamedSave> | null>)
      .filter(
        (s): s is NamedSave => !!s && typeof s === 'object' && typeof s.name === 'string' && typeof s.text === 'string',
      )
      .map((s) => ({
        name: s.name,
        text: s.text,
        savedAt: typeof s.savedAt === 'string' ? s.savedAt : '',
        turn: typeof s.turn === 'number' && Number.isFinite(s.turn) ? s.turn : 0,
        scenarioId: typeof s.scenarioId === 'string' ? s.scenarioId : '',
      }))
  } catch {
    return []
  }
}

export type PutResult = { ok: true; saves: NamedSave[] } | { ok: false; why: WriteFailure; saves: NamedSave[] }

/** Adds or replaces a named save; when it does not fit, the saves stay exactly as they were. */
export function putSave(kv: KV, name: string, save: SaveFile): PutResult {
  const entry: NamedSave = {
    name,
    savedAt: new Date().toISOString(),
    turn: save.turn,
    scenarioId: save.scenarioId,
    text: saveText(save),
  }
  return putEntry(kv, entry, 0)
}

/** Puts an entry back at a place in the list (the undo of a delete). */
export function putEntry(kv: KV, entry: NamedSave, at: number): PutResult {
  const before = listSaves(kv)
  const rest = before.filter((s) => s.name !== entry.name)
  const all = [...rest.slice(0, at), entry, ...rest.slice(at)]
  const w = tryWrite(kv, SAVES_KEY, JSON.stringify(all))
  return w.ok ? { ok: true, saves: all } : { ok: false, why: w.why, saves: before }
}

export function deleteSave(kv: KV, name: string): PutResult {
  const before = listSaves(kv)
  const all = before.filter((s) => s.name !== name)
  const w = tryWrite(kv, SAVES_KEY, JSON.stringify(all))
  return w.ok ? { ok: true, saves: all } : { ok: false, why: w.why, saves: before }
}
