// The keyboard's hex cursor on the Phalanx field: arrows step to the neighbouring hex (up and down
// alternate between the two diagonal neighbours, so the cursor keeps to its column), as on Borodino's map.
import type { Field } from '../../phalanx'

/** Field directions (PH-MAP.4): 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW. */
const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowRight: [1, 1],
  ArrowLeft: [4, 4],
  ArrowUp: [5, 0],
  ArrowDown: [3, 2],
}

export const isCursorKey = (key: string): boolean => key in STEPS

/**
 * The hex the cursor moves to from `hex` for an arrow key, or `hex` itself at the field's edge; `zig`
 * says which of the two diagonal neighbours a vertical step tries first (it flips after each one).
 */
export function stepCursor(field: Field, hex: number, key: string, zig: boolean): { hex: number; zig: boolean } {
  const dirs = STEPS[key]
  if (!dirs) return { hex, zig }
  const [a, b] = zig ? [dirs[1], dirs[0]] : dirs
  for (const d of [a, b]) {
    const n = field.neighbour[hex * 6 + d] ?? -1
    if (n >= 0) return { hex: n, zig: a === b ? zig : !zig }
  }
  return { hex, zig }
}
