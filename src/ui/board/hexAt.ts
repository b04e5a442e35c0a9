// Pixel → hex arithmetic for the board's single hit surface: the hex whose centre is nearest to a
// board point (for regular hexes the nearest centre is the hex the point lies in).
import type { GameMap } from '../../engine'
import { boardGeom, R } from './geom'

const SQ3 = Math.sqrt(3)

/** The hex id under board point (bx, by) in SVG units, or -1 off the map. */
export function hexAt(map: GameMap, bx: number, by: number): number {
  const g = boardGeom(map)
  const { cols, rows } = map.geo
  // Flat-topped columns 1.5 R apart; rows √3 R apart, every other column shifted half a row.
  const c0 = Math.round((bx - g.ox) / (1.5 * R))
  let best = -1
  let bestD = Infinity
  for (let c = c0 - 1; c <= c0 + 1; c++) {
    if (c < 0 || c >= cols) continue
    const r0 = Math.round((by - g.y[c * rows]!) / (SQ3 * R)) // 0 <= c < cols: the column's first hex
    for (let r = r0 - 1; r <= r0 + 1; r++) {
      if (r < 0 || r >= rows) continue
      const id = c * rows + r
      const d = (g.x[id]! - bx) ** 2 + (g.y[id]! - by) ** 2 // a column and row on the map: a hex id
      if (d < bestD) {
        bestD = d
        best = id
      }
    }
  }
  // Outside the outer hexes' circumcircles: off the map.
  return bestD <= R * R ? best : -1
}
