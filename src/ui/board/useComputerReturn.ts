// After the computer's turn the board goes back to the view the person left it at. Following the computer's moves
// can zoom out to show a whole phase at once; the person then found their own turn starting on a far-away, tiny
// map. The decisions are in computerReturn.ts.
import { useEffect, useRef } from 'react'
import type { GameState } from '../../engine'
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { atTurnChange, keepAtComputerMove, type Kept } from './computerReturn'
import type { View } from './useViewport'

export function useComputerReturn(
  state: GameState,
  view: View,
  goTo: (v: View) => void,
  userMoves: () => number,
): void {
  const focus = useUi((s) => s.focus)
  const players = useGame((s) => s.players)
  const kept = useRef<Kept | null>(null)
  // This render's view: the computer's camera move that the focus asks for is not drawn yet.
  useEffect(() => {
    if (focus?.computer)
      kept.current = keepAtComputerMove(kept.current, { players, side: state.side, view, moves: userMoves() })
  }, [focus]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const out = atTurnChange(kept.current, { players, side: state.side, moves: userMoves() })
    kept.current = out.kept
    if (out.back) goTo(out.back)
  }, [state.side, players, goTo, userMoves])
}
