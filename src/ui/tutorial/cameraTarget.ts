// What the tutorial's camera must show for a step: the step's hexes, the pending retreat or advance hexes and the
// callout. Computed by the lesson's marks (loaded only in a lesson) and handed to the camera (part of the board).
import { hexId, Combat, type GameState } from '../../engine'
import { bundle, map } from '../../store/app'
import { LESSON_STEPS } from '../../tutorial/lessons'
import { boardGeom, R } from '../board/geom'
import type { Box } from '../board/useViewport'
import { calloutBox, placeCallout } from './callout'

export interface Target {
  key: string
  box: Box
}

export function target(state: GameState, lesson: number, step: number, label: string): Target | null {
  const def = LESSON_STEPS[lesson]?.[step]
  if (!def) return null
  const g = boardGeom(map)
  const codes = new Set<string>()
  const pending = state.pending[0]
  // While the player chooses a retreat or advance hex only those hexes must be in view: the camera keeps
  // still unless one of them is off the free part of the screen.
  const choosing = pending?.kind === 'retreat' || pending?.kind === 'advance'
  if (pending?.kind === 'retreat') for (const h of Combat.pendingRetreatHexes(bundle.ctx, state)) codes.add(h)
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
  for (const h of ids) {
    const x = g.x[h] ?? 0
    const y = g.y[h] ?? 0
    grow({ x0: x - R, y0: y - R, x1: x + R, y1: y + R })
  }
  const callout = at ? placeCallout(map, state, at, label) : null
  if (callout) grow(calloutBox(callout, label))
  return { key: `${lesson}|${step}|${[...codes].sort().join(',')}|${label}`, box }
}
