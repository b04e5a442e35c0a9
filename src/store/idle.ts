// Runs a task once the browser is idle, or after `timeout` ms at the latest (after `fallback` ms where there is no
// idle callback); returns a cancel.
export function scheduleIdle(task: () => void, { timeout = 1000, fallback = 0 } = {}): () => void {
  const g = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number
    cancelIdleCallback?: (id: number) => void
  }
  if (g.requestIdleCallback && g.cancelIdleCallback) {
    const id = g.requestIdleCallback(task, { timeout })
    return () => g.cancelIdleCallback?.(id)
  }
  const id = setTimeout(task, fallback)
  return () => clearTimeout(id)
}
