// Where a tutorial callout (arrow and label) goes on the board: shared by the marks, which draw it, and the
// camera, which keeps it in view (the marks load only in a lesson; the camera is part of the board).
// The arrow comes from one of four diagonals onto the hex; the first one, from the upper left, is taken unless
// its label or arrow would cover a counter (the counters a step talks about sit next to the hex it points at).
import { hexId, type GameMap, type GameState } from '../../engine'
import { boardGeom, R } from '../board/geom'

export interface CalloutGeom {
  tipX: number
  tipY: number
  tailX: number
  tailY: number
  /** The label's width; its box is `labelY0`…`labelY0 + LABEL_H` high, centred on the tail. */
  w: number
  labelY0: number
  /** The arrow head's three corners (tip first). */
  head: [number, number][]
}

export const LABEL_H = 28
/** Half a counter's side with its corner marks (the counter is 58 units wide; the marks stick out a little). */
const COUNTER_HALF = 34
/** From the upper left first (the arrow's usual look), then upper right, lower left, lower right. */
const DIRS: readonly [number, number][] = [
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
]

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

const labelWidth = (label: string) => Math.max(60, label.length * 8.6 + 20)

/** The callout for a hex centre, its arrow coming from direction (sx, sy). */
function geomFrom(x: number, y: number, label: string, [sx, sy]: readonly [number, number]): CalloutGeom {
  const tipX = x + sx * R * 0.35
  const tipY = y + sy * R * 0.55
  const tailX = tipX + sx * R * 1.3
  const tailY = tipY + sy * R * 1.5
  const len = Math.hypot(tailX - tipX, tailY - tipY)
  const ux = (tipX - tailX) / len
  const uy = (tipY - tailY) / len
  const back = (d: number, side: number): [number, number] => [tipX - ux * d - uy * side, tipY - uy * d + ux * side]
  return {
    tipX,
    tipY,
    tailX,
    tailY,
    w: labelWidth(label),
    // Above the tail when the arrow comes from above, below it when from below: never over the arrow.
    labelY0: sy < 0 ? tailY - LABEL_H - 6 : tailY + 6,
    head: [[tipX, tipY], back(18, 9), back(18, -9)],
  }
}

/** The board box the callout takes (arrow and label). */
function boxOf(c: CalloutGeom, label: string): Box {
  const x0 = Math.min(c.tipX, c.tailX) - 6
  const x1 = Math.max(c.tipX, c.tailX) + 6
  const y0 = Math.min(c.tipY, c.tailY) - 6
  const y1 = Math.max(c.tipY, c.tailY) + 6
  if (!label) return { x0, y0, x1, y1 }
  return {
    x0: Math.min(x0, c.tailX - c.w / 2),
    x1: Math.max(x1, c.tailX + c.w / 2),
    y0: Math.min(y0, c.labelY0),
    y1: Math.max(y1, c.labelY0 + LABEL_H),
  }
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0))

/** How much of the counters (other than the one pointed at) the callout would cover: label area plus arrow length. */
function cover(c: CalloutGeom, label: string, counters: Box[], inMap: Box): number {
  let cost = 0
  const labelBox = { x0: c.tailX - c.w / 2, x1: c.tailX + c.w / 2, y0: c.labelY0, y1: c.labelY0 + LABEL_H }
  for (const b of counters) {
    if (label) cost += overlap(labelBox, b)
    // The arrow's shaft, sampled from the tail to just short of the tip (which touches the pointed counter).
    for (let i = 0; i <= 10; i++) {
      const px = c.tailX + ((c.tipX - c.tailX) * i * 0.9) / 10
      const py = c.tailY + ((c.tipY - c.tailY) * i * 0.9) / 10
      if (px > b.x0 && px < b.x1 && py > b.y0 && py < b.y1) cost += 60
    }
  }
  // Off the map the label could not be read.
  const box = boxOf(c, label)
  const inside = overlap(box, inMap)
  return cost + ((box.x1 - box.x0) * (box.y1 - box.y0) - inside) * 4
}

/** Where the callout goes for the hex `at` in this position: the first direction that covers no counter, else the least. */
export function placeCallout(map: GameMap, state: GameState, at: string, label: string): CalloutGeom | null {
  const h = hexId(map, at)
  if (h < 0) return null
  const g = boardGeom(map)
  const x = g.x[h] ?? 0
  const y = g.y[h] ?? 0
  const counters: Box[] = []
  const seen = new Set<string>([at])
  for (const piece of [...Object.values(state.units), ...Object.values(state.commanders)]) {
    if (!piece.hex || seen.has(piece.hex)) continue
    seen.add(piece.hex)
    const p = hexId(map, piece.hex)
    if (p < 0) continue
    const cx = g.x[p] ?? 0
    const cy = g.y[p] ?? 0
    counters.push({ x0: cx - COUNTER_HALF, y0: cy - COUNTER_HALF, x1: cx + COUNTER_HALF, y1: cy + COUNTER_HALF })
  }
  const inMap = { x0: 0, y0: 0, x1: g.width + g.ox, y1: g.height + g.oy }
  let best: CalloutGeom | null = null
  let bestCost = Infinity
  for (const d of DIRS) {
    const c = geomFrom(x, y, label, d)
    const cost = cover(c, label, counters, inMap)
    if (cost < bestCost) {
      best = c
      bestCost = cost
    }
    if (cost === 0) break
  }
  return best
}

/** The board box the callout takes (arrow and label), for the tutorial camera. */
export function calloutBox(c: CalloutGeom, label: string): Box {
  return boxOf(c, label)
}
