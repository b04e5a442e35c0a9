// The autosave, for any game: read back at start (an unreadable one is kept where it is, untouched, until the
// player decides, and copied under its own key), and written after every change once the browser is idle (never inside a click), at once when
// the page is hidden or closed.
import type { SaveProblem } from '../../core'
import type { SaveCodec } from './codec'
import { readSave } from './read'
import { tryRead, tryRemove, tryWrite, type KV, type WriteResult } from './kv'
import { unreadableKey } from './named'
import { scheduleIdle } from '../idle'

/** An autosave found at start that could not be read: its text, kept as it was, and what is wrong with it. */
export interface BrokenAutosave<R> {
  text: string
  problems: SaveProblem<R>[]
}

export type Resumed<G, R> = { kind: 'none' } | { kind: 'game'; game: G } | { kind: 'broken'; broken: BrokenAutosave<R> }

/** The game autosaved under `key`, if there is one and it can be read. */
export function resumeAutosave<G, R>(kv: KV, key: string, codec: SaveCodec<G, R>): Resumed<G, R> {
  const text = tryRead(kv, key)
  if (text === null || text === '') return { kind: 'none' }
  const r = readSave(codec, text)
  if (r.ok) return { kind: 'game', game: r.game }
  keepAside(kv, key, text)
  return { kind: 'broken', broken: { text, problems: r.problems } }
}

/**
 * A copy of an unreadable autosave under its own key, beside the original (which stays untouched while the player
 * decides): storage tools and a later build can still find it. An earlier different copy is never written over.
 */
export function keepAside(kv: KV, key: string, text: string): void {
  if (tryRead(kv, unreadableKey(key)) === null) tryWrite(kv, unreadableKey(key), text)
}

/** The player has let the unreadable autosave go: its copy goes too (only if it is that text). */
export function releaseAside(kv: KV, key: string, text: string): void {
  if (tryRead(kv, unreadableKey(key)) === text) tryRemove(kv, unreadableKey(key))
}

export interface AutosaverOptions<S> {
  kv: KV
  /** The current game (or whatever the text is made from). */
  current(): S
  /** The text a game is autosaved as. */
  text(s: S): string
  /** A key that must not be written now: an unreadable autosave is kept there until the player decides. */
  held(key: string): boolean
  /** Every write's result (a failed one shows a banner until a write works). */
  written(w: WriteResult): void
}

export interface Autosaver<S> {
  /** Asks for a write to `key` when the browser is idle (one pending write at a time). */
  queue(key: string): void
  /** Writes `s` (by default the current game) to `key` now; a pending write is dropped. */
  now(key: string, s?: S): void
  /** Writes the pending write now, if there is one (of `s` when given: the game it was asked for). */
  flush(s?: S): void
}

export function createAutosaver<S>(o: AutosaverOptions<S>): Autosaver<S> {
  let pendingKey: string | null = null
  let cancel: (() => void) | null = null
  const write = (key: string, s: S): void => {
    if (!o.held(key)) o.written(tryWrite(o.kv, key, o.text(s)))
  }
  const saver: Autosaver<S> = {
    now(key, s) {
      cancel?.()
      cancel = null
      pendingKey = null
      write(key, s ?? o.current())
    },
    flush(s) {
      if (pendingKey) saver.now(pendingKey, s)
    },
    queue(key) {
      if (pendingKey) return
      pendingKey = key
      cancel = scheduleIdle(() => {
        cancel = null
        saver.flush()
      })
    },
  }
  return saver
}

/** Writes what is pending when the page is hidden or closed (a phone may never come back to it). */
export function flushWhenLeaving(flush: () => void): void {
  globalThis.addEventListener?.('pagehide', flush)
  globalThis.document?.addEventListener?.('visibilitychange', () => {
    if (globalThis.document.visibilityState === 'hidden') flush()
  })
}
