// A fetch of code or data loaded on demand, done once: later calls share it; a failed one is forgotten, so the next
// call tries again. `changed` hears when a fetch begins or fails (its success the caller records itself).
export interface LoadOnce<T> {
  load(): Promise<T>
  /** True from the first call until the fetch has failed; after a success, until forever (callers check their value). */
  loading(): boolean
}

export function loadOnce<T>(fetch: () => Promise<T>, changed?: () => void): LoadOnce<T> {
  let pending: Promise<T> | null = null
  return {
    load() {
      if (pending) return pending
      pending = fetch().catch((e: unknown) => {
        pending = null
        changed?.()
        throw e
      })
      changed?.()
      return pending
    },
    loading: () => pending !== null,
  }
}
