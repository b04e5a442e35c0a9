// Roads as hex paths: the cheapest path hugging the road's polyline, through the hex of each of its
// points that lies on the map, crossing rivers only at bridges and never across a redoubt's front.
import type { Geometry } from '../../src/engine/ai'
import { hexAtKm, type Frame, type Km } from '../data/projection'
import { shortestPath } from './dijkstra'
import { distToPolyline, samplePolyline } from './shapes'

/** Cost of entering a hex = 1 + PULL·(d / hex width)²; keeps the path on the polyline. */
const PULL = 4

export function roadPath(
  g: Geometry,
  f: Frame,
  centres: Km[],
  line: Km[],
  /** True when the side (id*6+dir) may not carry a road: a river side without a bridge, a redoubt front. */
  blocked: (id: number, dir: number) => boolean,
): number[] {
  const inside = samplePolyline(line, 0.02)
    .map((p) => hexAtKm(f, g, p))
    .filter((h) => h >= 0)
  if (inside.length === 0) throw new Error('road does not cross the map')
  // Waypoints: where the line enters the map, the hex of every point of the line on the map
  // (villages, bridges, junctions: the road must pass them), where it leaves.
  // inside is not empty (checked above); ids index tables of this grid.
  const stops: number[] = [inside[0]!]
  for (const p of line) {
    const h = hexAtKm(f, g, p)
    if (h >= 0 && h !== stops[stops.length - 1]) stops.push(h)
  }
  if (inside[inside.length - 1] !== stops[stops.length - 1]) stops.push(inside[inside.length - 1]!)
  const w = f.grid.hexAcrossKm
  const enterCost = centres.map((c) => 1 + PULL * (distToPolyline(c, line) / w) ** 2)
  const path: number[] = [stops[0]!]
  for (let i = 1; i < stops.length; i++) {
    const end = stops[i]
    const leg = shortestPath(
      g.n,
      [path[path.length - 1]!],
      (v) => v === end,
      (v) => {
        const out: Array<{ to: number; cost: number }> = []
        for (let d = 0; d < 6; d++) {
          const nb = g.neighbor[v * 6 + d]!
          if (nb >= 0 && !blocked(v, d)) out.push({ to: nb, cost: enterCost[nb]! })
        }
        return out
      },
    )
    if (!leg) throw new Error('no road path found')
    path.push(...leg.slice(1))
  }
  // A leg that doubles back over the previous one leaves a spur: cut every loop.
  const out: number[] = []
  const at = new Map<number, number>()
  for (const h of path) {
    const seen = at.get(h)
    if (seen !== undefined) {
      for (const x of out.splice(seen + 1)) at.delete(x)
      continue
    }
    at.set(h, out.length)
    out.push(h)
  }
  return out
}
