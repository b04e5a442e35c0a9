// Browser storage behind a small key-value interface (a fake in tests). Writing can fail (storage full,
// disabled): every write says whether it worked, and reading never depends on writing (a full storage still
// gives back the games already in it).

export interface KV {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
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

/** Any key: reading it tells whether the storage can be read at all. */
const PROBE_KEY = 'borodino:autosave'

/**
 * The given storage whenever it can be read (even when it is full and writes fail: the games in it
 * must still load), else an in-memory store.
 */
export function pickStorage(get: () => KV | undefined): KV {
  try {
    const ls = get()
    if (!ls) return memoryStorage()
    ls.getItem(PROBE_KEY)
    return ls
  } catch {
    return memoryStorage()
  }
}

let shared: KV | null = null

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

/** Reads one key; a storage that throws reads as empty. */
export function tryRead(kv: KV, key: string): string | null {
  try {
    return kv.getItem(key)
  } catch {
    return null
  }
}

/** Removes one key; a storage that throws is left as it is. */
export function tryRemove(kv: KV, key: string): void {
  try {
    kv.removeItem(key)
  } catch {
    /* nothing to do: the key stays, and is read again next time */
  }
}
