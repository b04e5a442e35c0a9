// Runs a task once the browser is idle (or soon, where there is no idle callback); returns a cancel.
export function scheduleIdle(task: () => void): () => void {
  const g = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number
    cancelIdleCallback?: (id: number) => void
  }
  if (g.requestIdleCallback && g.cancelIdleCallback) {
    const id = g.requestIdleCallback(task, { timeout: 1000 })
    return () => g.cancelIdleCallback?.(id)
  }
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}
