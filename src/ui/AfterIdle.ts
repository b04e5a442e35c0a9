// Parts of the screen that nothing needs at once, drawn once the browser has been idle after the first paint (or
// after `timeout` ms at the latest; half that where there is no idle callback), so that their code is fetched after
// the board is usable, not with it.
import { useEffect, useState, type ReactNode } from 'react'
import { scheduleIdle } from '../store/idle'

/**
 * Its children, once the browser has been idle. A component of its own, so that the moment it comes draws only them:
 * as the App's own state it redrew the whole screen, one long task on a phone while the first screen was in use
 * (issue 31).
 */
export function AfterIdle({ children, timeout = 3000 }: { children: ReactNode; timeout?: number }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => scheduleIdle(() => setIdle(true), { timeout, fallback: timeout / 2 }), [timeout])
  return idle ? children : null
}
