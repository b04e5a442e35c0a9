// The tutorial's camera: whenever the step (or what it marks) changes, the board pans so the step's hexes, the
// pending retreat or advance hexes and the callout are all in view — clear of the tutorial card, the overlay bar
// and the zoom buttons (the top bar and the side panel are outside the board already). What to show comes from
// the lesson's marks (cameraTarget.ts, loaded only in a lesson), so this part of the board stays small.
import { useEffect, type RefObject } from 'react'
import { create } from 'zustand'
import type { GameState } from '../../engine'
import type { Box } from '../board/useViewport'
import { useCardFold } from './cardFold'
import type { Target } from './cameraTarget'

/** The step's target, set by the lesson's marks while they are drawn (null otherwise). */
export const useCameraGoal = create<{ goal: Target | null }>(() => ({ goal: null }))

const PAD = 14

/** The free parts of the board, in pixels relative to it: right of the tutorial card, above it below the overlay
 * bar, or above it right of the bar (on a phone the card spans the width and the bar is tall). */
function regions(board: HTMLElement): Box[] {
  const b = board.getBoundingClientRect()
  const rel = (el: Element | null) => {
    const r = el?.getBoundingClientRect()
    return r && r.width ? { x0: r.left - b.left, y0: r.top - b.top, x1: r.right - b.left, y1: r.bottom - b.top } : null
  }
  const card = rel(document.querySelector('[data-testid="tutorial"]'))
  const bar = rel(board.querySelector('.overlay-bar'))
  const controls = rel(board.querySelector('.board-controls'))
  const barBottom = bar ? bar.y1 + PAD : PAD
  const barRight = bar ? bar.x1 + PAD : PAD
  // The zoom buttons take a bite out of a region they overlap: the region keeps the larger of what is left of
  // them, above them or below them (on a tablet they sit top right, on a phone low on the right).
  const area = (r: Box) => Math.max(0, r.x1 - r.x0) * Math.max(0, r.y1 - r.y0)
  const clip = (r: Box): Box => {
    if (!controls || controls.y0 >= r.y1 || controls.y1 <= r.y0 || controls.x0 >= r.x1 || controls.x1 <= r.x0) return r
    const cuts = [
      { ...r, x1: Math.min(r.x1, controls.x0 - PAD) },
      { ...r, y1: Math.min(r.y1, controls.y0 - PAD) },
      { ...r, y0: Math.max(r.y0, controls.y1 + PAD) },
    ]
    return cuts.reduce((a, c) => (area(c) > area(a) ? c : a))
  }
  const whole = b.width - PAD
  if (!card) return [clip({ x0: barRight, y0: PAD, x1: whole, y1: b.height - PAD })].filter((r) => area(r) > 0)
  return [
    { x0: Math.max(card.x1 + PAD, barRight), y0: PAD, x1: whole, y1: b.height - PAD },
    { x0: PAD, y0: barBottom, x1: whole, y1: card.y0 - PAD },
    { x0: barRight, y0: PAD, x1: whole, y1: card.y0 - PAD },
  ]
    .map(clip)
    .filter((r) => r.x1 - r.x0 > 80 && r.y1 - r.y0 > 80)
}

export function useTutorialCamera(
  board: RefObject<HTMLDivElement | null>,
  // The board's position: the target arrives from the marks, which draw it.
  _state: GameState,
  reveal: (box: Box, regions: Box[]) => void,
) {
  const goal = useCameraGoal((s) => s.goal)
  // The card arriving (its chunk loads when the first lesson starts), or unfolding or folding on a phone, changes
  // the free part of the board: look again.
  const fold = useCardFold((s) => `${s.shown}|${s.open}`)
  const key = goal ? `${goal.key}|${fold}` : null
  useEffect(() => {
    const el = board.current
    if (!key || !goal || !el) return
    reveal(goal.box, regions(el))
    // Only a new step or new marks move the camera; the player's own panning is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
