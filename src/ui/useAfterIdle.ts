// True once the browser has been idle after the first paint (or after `timeout` ms at the latest; half that where
// there is no idle callback): for parts of the screen that nothing needs at once, so that their code is fetched
// after the board is usable, not with it.
import { useEffect, useState, type ReactNode } from 'react'
import { scheduleIdle } from '../store/idle'

export function useAfterIdle(timeout = 3000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => scheduleIdle(() => setIdle(true), { timeout, fallback: timeout / 2 }), [timeout])
  return idle
}

/**
 * Its children, once the browser has been idle after the first paint (useAfterIdle). A component of its own, so that
 * the moment it comes draws only them: in the App's own state it redrew the whole screen, one long task on a phone
 * while the first screen was in use (issue 31).
 */
export function AfterIdle({ children, timeout }: { children: ReactNode; timeout?: number }) {
  return useAfterIdle(timeout) ? children : null
}
