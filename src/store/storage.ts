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
/** Where an unreadable list of named saves is kept before a new list is written (never lost). */
export const SAVES_UNREADABLE_KEY = 'borodino:saves:unreadable'
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

/** Why a named save was not written: the storage refused it, or the name holds another game. */
export type PutFailure = WriteFailure | 'taken' | 'unreadable'
export type PutResult = { ok: true; saves: NamedSave[] } | { ok: false; why: PutFailure; saves: NamedSave[] }

/**
 * How a saved entry's game stands to `save`: the same game ('same'), an earlier point of it
 * ('earlier': same scenario and seed, its commands a prefix of the new ones), or another game.
 * Both hold commands in their short form (commandCodec.ts), so they compare like with like.
 */
export function relation(entry: NamedSave, save: SaveFile): 'same' | 'earlier' | 'other' {
  try {
    const o = JSON.parse(entry.text) as { scenarioId?: unknown; seed?: unknown; commands?: unknown }
    if (o.scenarioId !== save.scenarioId || o.seed !== save.seed || !Array.isArray(o.commands)) return 'other'
    if (o.commands.length > save.commands.length) return 'other'
    if (o.commands.some((c, i) => JSON.stringify(c) !== JSON.stringify(save.commands[i]))) return 'other'
    return o.commands.length === save.commands.length ? 'same' : 'earlier'
  } catch {
    return 'other'
  }
}

/** Whether writing `save` over a saved entry would lose a game (the entry is not an earlier point of it). */
export const wouldLose = (entry: NamedSave, save: SaveFile): boolean => relation(entry, save) === 'other'

/** `name`, or «name (2)», «name (3)»… — the first that no save has yet. */
export function freeName(saves: NamedSave[], name: string): string {
  const taken = new Set(saves.map((s) => s.name))
  if (!taken.has(name)) return name
  let i = 2
  while (taken.has(`${name} (${i})`)) i++
  return `${name} (${i})`
}

/**
 * Adds a named save, or replaces a same-named one that holds the same game (an earlier point of it).
 * A same-named save of another game is replaced only when `replace` says so (the player agreed);
 * otherwise nothing is written and the result says 'taken'. When it does not fit, the saves stay
 * exactly as they were.
 */
export function putSave(kv: KV, name: string, save: SaveFile, replace = false): PutResult {
  const entry: NamedSave = {
    name,
    savedAt: new Date().toISOString(),
    turn: save.turn,
    scenarioId: save.scenarioId,
    text: saveText(save),
  }
  const before = listSaves(kv)
  const old = before.find((s) => s.name === name)
  if (old && !replace && wouldLose(old, save)) return { ok: false, why: 'taken', saves: before }
  return writeEntry(kv, before, entry, 0)
}

/** Puts an entry back at a place in the list (the undo of a delete); a name taken since gets a number. */
export function putEntry(kv: KV, entry: NamedSave, at: number): PutResult {
  const before = listSaves(kv)
  const clash = before.some((s) => s.name === entry.name && s.text !== entry.text)
  return writeEntry(kv, before, clash ? { ...entry, name: freeName(before, entry.name) } : entry, at)
}

/** Writes the list with `entry` at a place, in place of a same-named one. */
function writeEntry(kv: KV, before: NamedSave[], entry: NamedSave, at: number): PutResult {
  const rest = before.filter((s) => s.name !== entry.name)
  return writeList(kv, before, [...rest.slice(0, at), entry, ...rest.slice(at)])
}

/** The saves list's text when it cannot be read as a list (corrupt, edited by hand), else null. */
export function unreadableList(kv: KV): string | null {
  const text = tryRead(kv, SAVES_KEY)
  if (text === null) return null
  try {
    return Array.isArray(JSON.parse(text)) ? null : text
  } catch {
    return text
  }
}

/** The kept text of an unreadable saves list, for the player to save to a file or delete. */
export const keptUnreadableList = (kv: KV): string | null => tryRead(kv, SAVES_UNREADABLE_KEY)

export const discardUnreadableList = (kv: KV): void => kv.removeItem(SAVES_UNREADABLE_KEY)

/**
 * Writes the list; an unreadable list in its place is first kept under SAVES_UNREADABLE_KEY. When it
 * cannot be kept (no room, or an earlier unreadable text is still kept there), nothing is written.
 */
function writeList(kv: KV, before: NamedSave[], all: NamedSave[]): PutResult {
  const broken = unreadableList(kv)
  if (broken !== null) {
    const kept = keptUnreadableList(kv)
    if (kept !== null && kept !== broken) return { ok: false, why: 'unreadable', saves: before }
    const k = kept === null ? tryWrite(kv, SAVES_UNREADABLE_KEY, broken) : ({ ok: true } as const)
    if (!k.ok) return { ok: false, why: k.why, saves: before }
  }
  const w = tryWrite(kv, SAVES_KEY, JSON.stringify(all))
  return w.ok ? { ok: true, saves: all } : { ok: false, why: w.why, saves: before }
}

export function deleteSave(kv: KV, name: string): PutResult {
  const before = listSaves(kv)
  return writeList(
    kv,
    before,
    before.filter((s) => s.name !== name),
  )
}
