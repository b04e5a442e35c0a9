// Named Phalanx saves in the browser: a list of its own, apart from Borodino's.
import { tryRead, tryWrite, type KV, type WriteFailure } from '../storage'
import type { PhSaveFile } from './save'

export const PH_SAVES_KEY = 'phalanx:saves'

export interface PhNamedSave {
  name: string
  savedAt: string
  turn: number
  text: string
}

export function listPhSaves(kv: KV): PhNamedSave[] {
  try {
    const v = JSON.parse(tryRead(kv, PH_SAVES_KEY) ?? '[]') as unknown
    if (!Array.isArray(v)) return []
    // Rebuilt from their known fields: the list may have been edited by hand.
    return (v as Array<Partial<PhNamedSave> | null>)
      .filter((s): s is PhNamedSave => !!s && typeof s.name === 'string' && typeof s.text === 'string')
      .map((s) => ({
        name: s.name,
        text: s.text,
        savedAt: typeof s.savedAt === 'string' ? s.savedAt : '',
        turn: typeof s.turn === 'number' && Number.isFinite(s.turn) ? s.turn : 0,
      }))
  } catch {
    return []
  }
}

export type PhPut = { ok: true; saves: PhNamedSave[] } | { ok: false; why: WriteFailure; saves: PhNamedSave[] }

function write(kv: KV, before: PhNamedSave[], all: PhNamedSave[]): PhPut {
  const w = tryWrite(kv, PH_SAVES_KEY, JSON.stringify(all))
  return w.ok ? { ok: true, saves: all } : { ok: false, why: w.why, saves: before }
}

/** Adds or replaces a named save at the top; when it does not fit, the list stays as it was. */
export function putPhSave(kv: KV, name: string, save: PhSaveFile): PhPut {
  const before = listPhSaves(kv)
  const entry: PhNamedSave = { name, savedAt: new Date().toISOString(), turn: save.turn, text: JSON.stringify(save) }
  return write(kv, before, [entry, ...before.filter((s) => s.name !== name)])
}

export function deletePhSave(kv: KV, name: string): PhPut {
  const before = listPhSaves(kv)
  return write(
    kv,
    before,
    before.filter((s) => s.name !== name),
  )
}
