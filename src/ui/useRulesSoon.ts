// The rules (src/store/rules.ts) are fetched once the board has been painted: play needs them at once, the first
// paint does not. Two frames after the first commit, so that the fetch never competes with that paint.
import { useEffect } from 'react'
import { loadRules } from '../store/rules'
import { useUi } from '../store/ui'
import { afterNextPaint } from './useAfterPaint'

/** The rules could not be fetched (offline, no stored copy): said now; a command asks for them again. */
const tellFailed = (): void => useUi.getState().sayLoadFailed('rules')

export function useRulesSoon(): void {
  useEffect(() => {
    let cancel = afterNextPaint(() => {
      cancel = afterNextPaint(() => void loadRules().catch(tellFailed))
    })
    return () => cancel()
  }, [])
}
