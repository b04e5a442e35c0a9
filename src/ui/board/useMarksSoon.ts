// The acting side's board answers (reach and marks, kept per state: perSelection.ts) worked out while the browser is
// idle in a person's movement phase, so that a click on one of its units finds them ready and its frame carries only
// the drawing. A few units per idle period; a new state stops the round. The answers stay with their state: about
// 10–15 KB a unit that can move (far less for one that cannot), so ≈ 0.5 MB a state, and the undo list keeps at most
// 20 states of a phase.
import { useEffect } from 'react'
import { isOnMap, type GameState } from '../../engine'
import { useGame } from '../../store/app'
import { computerActs } from '../../store/game'
import { scheduleIdle } from '../../store/idle'
import { marksOf } from './useBoardView'

/** Work per idle slice: well under a frame, so that a click arriving meanwhile is not held up. */
const SLICE_MS = 4

export function useMarksSoon(state: GameState, reviewing: boolean): void {
  // The computer's turn: clicks are not taken, nothing to prepare.
  const computer = useGame(computerActs)
  useEffect(() => {
    if (reviewing || computer || state.phase !== 'movement' || state.pending.length) return
    const ids: string[] = []
    for (const id in state.units) {
      const u = state.units[id]! // a key of the record itself
      if (u.side === state.side && isOnMap(u)) ids.push(id)
    }
    let next = 0
    let cancel = scheduleIdle(slice, { timeout: 2000, fallback: 50 })
    function slice(): void {
      const t0 = performance.now()
      while (next < ids.length && performance.now() - t0 < SLICE_MS) marksOf(state, ids[next++]!, null)
      if (next < ids.length) cancel = scheduleIdle(slice, { timeout: 2000, fallback: 50 })
    }
    return () => cancel()
  }, [state, reviewing, computer])
}
