// Named saves in the browser, one list per game under its own key. Nothing in it is ever lost: a list that cannot
// be read whole (damaged, edited by hand) is kept apart under its own key before anything is written over it;
// a name that holds another game is replaced only when the player says so; a write that does not fit leaves the
// list as it was.
import type { SaveKind } from './codec'
import { isRecord, parseLimited } from './json'
import { relation } from './read'
import { tryRead, tryRemove, tryWrite, type KV, type WriteFailure } from './kv'

export interface NamedSave {
  name: string
  savedAt: string
  turn: number
  /** The scenario, where the game has several ('' when the entry does not say). */
  scenarioId: string
  text: string
}

/** A game's list of named saves: where it is stored and how its files are read. */
export interface SavesList {
  kv: KV
  key: string
  codec: SaveKind
}

/** Where an unreadable list is kept before a new list is written in its place. */
export const unreadableKey = (key: string): string => `${key}:unreadable`

/** A list is a few saves of at most a few MB each: a larger text is not a list this game wrote. */
const MAX_LIST_CHARS = 20_000_000

const entryOf = (v: unknown): NamedSave | null =>
  isRecord(v) && typeof v.name === 'string' && typeof v.text === 'string'
    ? {
        name: v.name,
        text: v.text,
        savedAt: typeof v.savedAt === 'string' ? v.savedAt : '',
        turn: typeof v.turn === 'number' && Number.isFinite(v.turn) ? v.turn : 0,
        scenarioId: typeof v.scenarioId === 'string' ? v.scenarioId : '',
      }
    : null

/** The entries that can be read, and whether that is the whole list (else nothing of it may be written over). */
function readList(text: string): { entries: NamedSave[]; whole: boolean } {
  const p = parseLimited(text, MAX_LIST_CHARS)
  if (!p.ok || !Array.isArray(p.value)) return { entries: [], whole: false }
  const entries: NamedSave[] = []
  let whole = true
  for (let i = 0; i < p.value.length; i++) {
    // Index by index: a hole in the array is a damaged entry, not one to skip.
    const e = entryOf(p.value[i])
    if (e) entries.push(e)
    else whole = false
  }
  return { entries, whole }
}

/** The list's text when it cannot be read whole (damaged, or one of its entries is), else null. */
export function unreadableList(l: SavesList): string | null {
  const text = tryRead(l.kv, l.key)
  return text !== null && !readList(text).whole ? text : null
}

/** The saves that can be read (a damaged list's whole text is kept apart before anything is written over it). */
export function listSaves(l: SavesList): NamedSave[] {
  const text = tryRead(l.kv, l.key)
  return text === null ? [] : readList(text).entries
}

/** The kept text of an unreadable list, for the player to save to a file or delete. */
export const keptUnreadableList = (l: SavesList): string | null => tryRead(l.kv, unreadableKey(l.key))

export const discardUnreadableList = (l: SavesList): void => tryRemove(l.kv, unreadableKey(l.key))

/** Why a named save was not written: the storage refused it, the name holds another game, or an old list is in the way. */
export type PutFailure = WriteFailure | 'taken' | 'unreadable'
export type PutResult = { ok: true; saves: NamedSave[] } | { ok: false; why: PutFailure; saves: NamedSave[] }

/** `name`, or «name (2)», «name (3)»… — the first that no save has yet. */
export function freeName(saves: readonly NamedSave[], name: string): string {
  const taken = new Set(saves.map((s) => s.name))
  if (!taken.has(name)) return name
  let i = 2
  while (taken.has(`${name} (${i})`)) i++
  return `${name} (${i})`
}

/** What a save of the current game is made of: its file (as the codec reads it), its text and its turn. */
export interface SaveEntry {
  file: Readonly<Record<string, unknown>>
  text: string
  turn: number
  scenarioId?: string
}

/** Whether writing `save` over `entry` would lose a game: the entry is neither this game nor an earlier point of it. */
export function wouldLose(l: SavesList, entry: NamedSave, save: SaveEntry): boolean {
  const game = l.codec.lineage(save.file)
  return !game || relation(l.codec, entry.text, game) === 'other'
}

/** The named save holding exactly this game, if any. */
export function sameGameSave(l: SavesList, save: SaveEntry): NamedSave | undefined {
  const game = l.codec.lineage(save.file)
  return game ? listSaves(l).find((s) => relation(l.codec, s.text, game) === 'same') : undefined
}

/**
 * Adds a named save at the top, or replaces a same-named one that holds this game (an earlier point of it).
 * A same-named save of another game is replaced only when `replace` says so (the player agreed); otherwise
 * nothing is written and the answer is 'taken'.
 */
export function putSave(l: SavesList, name: string, save: SaveEntry, replace = false): PutResult {
  const before = listSaves(l)
  const old = before.find((s) => s.name === name)
  if (old && !replace && wouldLose(l, old, save)) return { ok: false, why: 'taken', saves: before }
  const entry: NamedSave = {
    name,
    savedAt: new Date().toISOString(),
    turn: save.turn,
    scenarioId: save.scenarioId ?? '',
    text: save.text,
  }
  return writeEntry(l, before, entry, 0)
}

/** Puts an entry back at a place in the list (the undo of a delete); a name taken since gets a number. */
export function putEntry(l: SavesList, entry: NamedSave, at: number): PutResult {
  const before = listSaves(l)
  const clash = before.some((s) => s.name === entry.name && s.text !== entry.text)
  return writeEntry(l, before, clash ? { ...entry, name: freeName(before, entry.name) } : entry, at)
}

export function deleteSave(l: SavesList, name: string): PutResult {
  const before = listSaves(l)
  return writeList(
    l,
    before,
    before.filter((s) => s.name !== name),
  )
}

function writeEntry(l: SavesList, before: NamedSave[], entry: NamedSave, at: number): PutResult {
  const rest = before.filter((s) => s.name !== entry.name)
  return writeList(l, before, [...rest.slice(0, at), entry, ...rest.slice(at)])
}

/**
 * Writes the list; an unreadable list in its place is first kept under its own key. When it cannot be kept (no
 * room, or an earlier unreadable text is still kept there), nothing is written.
 */
function writeList(l: SavesList, before: NamedSave[], all: NamedSave[]): PutResult {
  const broken = unreadableList(l)
  if (broken !== null) {
    const kept = keptUnreadableList(l)
    if (kept !== null && kept !== broken) return { ok: false, why: 'unreadable', saves: before }
    const k = kept === null ? tryWrite(l.kv, unreadableKey(l.key), broken) : ({ ok: true } as const)
    if (!k.ok) return { ok: false, why: k.why, saves: before }
  }
  const w = tryWrite(l.kv, l.key, JSON.stringify(all))
  return w.ok ? { ok: true, saves: all } : { ok: false, why: w.why, saves: before }
}
