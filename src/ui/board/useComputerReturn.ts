// After the computer's turn the board goes back to the view the person left it at. Following the computer's moves
// can zoom out to show a whole phase at once; the person then found their own turn starting on a far-away, tiny
// map. Nothing moves when the person panned or zoomed meanwhile (their own choice stands).
import { useEffect, useRef, type RefObject } from 'react'
import type { GameState, Side } from '../../engine'
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import type { View } from './useViewport'

interface Kept {
  view: View
  /** The side whose turn the computer was playing. */
  side: Side
  /** The person moved the view themselves since. */
  touched: boolean
}

export function useComputerReturn(
  ref: RefObject<HTMLDivElement | null>,
  state: GameState,
  view: View,
  goTo: (v: View) => void,
): void {
  const focus = useUi((s) => s.focus)
  const players = useGame((s) => s.players)
  const kept = useRef<Kept | null>(null)
  // The view before the computer's first camera move of its turn (this render's view: the move is not drawn yet).
  useEffect(() => {
    if (focus?.computer && !kept.current) kept.current = { view, side: state.side, touched: false }
  }, [focus]) // eslint-disable-line react-hooks/exhaustive-deps
  // The person's own pan or zoom: a drag, the wheel, a key on the board (arrows, +/-, the front view).
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const touch = () => {
      if (kept.current) kept.current.touched = true
    }
    const onMove = (e: PointerEvent) => {
      if (e.buttons) touch()
    }
    el.addEventListener('wheel', touch, { passive: true })
    el.addEventListener('pointermove', onMove)
    el.addEventListener('keydown', touch)
    return () => {
      el.removeEventListener('wheel', touch)
      el.removeEventListener('pointermove', onMove)
      el.removeEventListener('keydown', touch)
    }
  }, [ref])
  // The person's turn begins: back to their view, unless they chose another one.
  useEffect(() => {
    const k = kept.current
    if (!k || state.side === k.side || players[state.side] !== 'human') return
    kept.current = null
    if (!k.touched) goTo(k.view)
  }, [state.side, players, goTo])
}
