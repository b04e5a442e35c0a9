// True once the browser has been idle after the first paint (or after `timeout` ms at the latest; half that where
// there is no idle callback): for parts of the screen that nothing needs at once, so that their code is fetched
// after the board is usable, not with it.
import { useEffect, useState } from 'react'
import { scheduleIdle } from '../store/idle'

export function useAfterIdle(timeout = 3000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => scheduleIdle(() => setIdle(true), { timeout, fallback: timeout / 2 }), [timeout])
  return idle
}
