// The tutorial's camera: whenever the step (or what it marks) changes, the board pans so the step's hexes, the
// pending retreat or advance hexes and the callout are all in view — clear of the tutorial card, the overlay bar
// and the zoom buttons (the top bar and the side panel are outside the board already).
import { useEffect, useMemo, type RefObject } from 'react'
import { hexId } from '../../engine'
import type { GameState } from '../../engine'
import { useTutorialText } from './tutorialText'
import { bundle, map } from '../../store/app'
import { pendingRetreatHexes } from '../../engine'
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/uiStore'
import { LESSON_STEPS } from '../../tutorial/lessons'
import { boardGeom, R } from '../board/geom'
import type { Box } from '../board/useViewport'
import { calloutBox } from './callout'

const PAD = 14

interface Target {
  key: string
  box: Box
}

function target(state: GameState, lesson: number, step: number, label: string): Target | null {
  const def = LESSON_STEPS[lesson]?.[step]
  if (!def) return null
  const g = boardGeom(map)
  const codes = new Set<string>()
  const pending = state.pending[0]
  // While the player chooses a retreat or advance hex only those hexes must be in view: the camera keeps
  // still unless one of them is off the free part of the screen.
  const choosing = pending?.kind === 'retreat' || pending?.kind === 'advance'
  if (pending?.kind === 'retreat') for (const h of pendingRetreatHexes(bundle.ctx, state)) codes.add(h)
  if (pending?.kind === 'advance') for (const o of pending.options) codes.add(o.hex)
  if (!choosing) for (const h of def.hexes?.(state) ?? []) codes.add(h)
  const at = choosing ? null : (def.pointAt?.(state) ?? null)
  if (at) codes.add(at)
  const ids = [...codes].map((c) => hexId(map, c)).filter((h) => h >= 0)
  if (!ids.length) return null
  const box: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }
  const grow = (b: Box) => {
    box.x0 = Math.min(box.x0, b.x0)
    box.y0 = Math.min(box.y0, b.y0)
    box.x1 = Math.max(box.x1, b.x1)
    box.y1 = Math.max(box.y1, b.y1)
  }
  // ids and ah (when not -1) are hex ids: the geometry has their centres.
  for (const h of ids) grow({ x0: g.x[h]! - R, y0: g.y[h]! - R, x1: g.x[h]! + R, y1: g.y[h]! + R })
  const ah = at ? hexId(map, at) : -1
  if (ah >= 0) grow(calloutBox(g.x[ah]!, g.y[ah]!, label))
  return { key: `${lesson}|${step}|${[...codes].sort().join(',')}|${label}`, box }
}

/** The free part of the board, in pixels relative to it: right of the tutorial card, or above it. */
function regions(board: HTMLElement): Box[] {
  const b = board.getBoundingClientRect()
  const rel = (el: Element | null) => {
    const r = el?.getBoundingClientRect()
    return r && r.width ? { x0: r.left - b.left, y0: r.top - b.top, x1: r.right - b.left, y1: r.bottom - b.top } : null
  }
  const card = rel(document.querySelector('[data-testid="tutorial"]'))
  const bar = rel(board.querySelector('.overlay-bar'))
  const controls = rel(board.querySelector('.board-controls'))
  const right = controls ? controls.x0 - PAD : b.width - PAD
  const barBottom = bar ? bar.y1 + PAD : PAD
  const barRight = bar ? bar.x1 + PAD : PAD
  if (!card) return [{ x0: barRight, y0: PAD, x1: right, y1: b.height - PAD }]
  return [
    { x0: Math.max(card.x1 + PAD, barRight), y0: PAD, x1: right, y1: b.height - PAD },
    { x0: PAD, y0: barBottom, x1: right, y1: card.y0 - PAD },
  ].filter((r) => r.x1 - r.x0 > 80 && r.y1 - r.y0 > 80)
}

export function useTutorialCamera(
  board: RefObject<HTMLDivElement | null>,
  state: GameState,
  reveal: (box: Box, regions: Box[]) => void,
) {
  const active = useTutorial((s) => s.active && !s.offScript)
  const step = useTutorial((s) => s.step)
  const lang = useUi((s) => s.lang)
  const lesson = useTutorial((s) => s.lesson)
  const texts = useTutorialText()
  const stepId = LESSON_STEPS[lesson]?.[step]?.id
  const label = (stepId && texts?.[lang][stepId]?.callout) ?? ''
  const goal = useMemo(() => (active ? target(state, lesson, step, label) : null), [active, state, lesson, step, label])
  const key = goal?.key ?? null
  useEffect(() => {
    const el = board.current
    if (!key || !goal || !el) return
    reveal(goal.box, regions(el))
    // Only a new step or new marks move the camera; the player's own panning is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
