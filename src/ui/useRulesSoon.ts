// The rules (src/store/rules.ts) are fetched once the board has been painted: play needs them at once, the first
// paint does not. Two frames after the first commit, so that the fetch never competes with that paint.
import { useEffect } from 'react'
import { loadRules } from '../store/rules'
import { afterNextPaint } from './useAfterPaint'

export function useRulesSoon(): void {
  useEffect(() => {
    let cancel = afterNextPaint(() => {
      // A failed fetch is told when a command needs the rules (the store's dispatch), not here.
      cancel = afterNextPaint(() => void loadRules().catch(() => undefined))
    })
    return () => cancel()
  }, [])
}
