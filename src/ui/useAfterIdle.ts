// True once the browser has been idle after the first paint (or after `timeout` ms at the latest): for parts of the
// screen that nothing needs at once, so that their code is fetched after the board is usable, not with it.
import { useEffect, useState } from 'react'

type Idle = {
  requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
}

export function useAfterIdle(timeout = 3000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const g = globalThis as Idle
    if (g.requestIdleCallback && g.cancelIdleCallback) {
      const id = g.requestIdleCallback(() => setIdle(true), { timeout })
      return () => g.cancelIdleCallback?.(id)
    }
    const id = setTimeout(() => setIdle(true), 1500)
    return () => clearTimeout(id)
  }, [timeout])
  return idle
}
