// Where a tutorial callout (arrow and label) goes on the board: shared by the marks, which draw it, and the
// camera, which keeps it in view (the marks load only in a lesson; the camera is part of the board).
import { R } from '../board/geom'

/** Where the callout's arrow and label go for a hex centre (board units): the arrow tip, its tail, the label's width. */
export function calloutGeom(x: number, y: number, label: string) {
  const tipX = x - R * 0.35
  const tipY = y - R * 0.55
  const tailX = tipX - R * 1.3
  const tailY = tipY - R * 1.5
  const w = Math.max(60, label.length * 8.6 + 20)
  return { tipX, tipY, tailX, tailY, w }
}

/** The board box the callout takes (arrow and label), for the tutorial camera. */
export function calloutBox(x: number, y: number, label: string): { x0: number; y0: number; x1: number; y1: number } {
  const { tipX, tipY, tailX, tailY, w } = calloutGeom(x, y, label)
  return label
    ? { x0: Math.min(tailX - w / 2, tailX - 6), y0: tailY - 36, x1: Math.max(tailX + w / 2, tipX + 2), y1: tipY + 2 }
    : { x0: tailX - 6, y0: tailY - 6, x1: tipX + 2, y1: tipY + 2 }
}
