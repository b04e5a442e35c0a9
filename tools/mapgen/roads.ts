// Roads as hex paths: the cheapest path hugging the road's polyline, crossing rivers only at bridges.
import type { Geometry } from '../../src/engine'
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
  /** True when the side (id*6+dir) is a river side without a bridge. */
  blocked: (id: number, dir: number) => boolean,
): number[] {
  const inside = samplePolyline(line, 0.02)
    .map((p) => hexAtKm(f, g, p))
    .filter((h) => h >= 0)
  if (inside.length === 0) throw new Error('road does not cross the map')
  const start = inside[0]
  const end = inside[inside.length - 1]
  const w = f.grid.hexAcrossKm
  const enterCost = centres.map((c) => 1 + PULL * (distToPolyline(c, line) / w) ** 2)
  const path = shortestPath(
    g.n,
    [start],
    (v) => v === end,
    (v) => {
      const out: Array<{ to: number; cost: number }> = []
      for (let d = 0; d < 6; d++) {
        const nb = g.neighbor[v * 6 + d]
        if (nb >= 0 && !blocked(v, d)) out.push({ to: nb, cost: enterCost[nb] })
      }
      return out
    },
  )
  if (!path) throw new Error('no road path found')
  return path
}
