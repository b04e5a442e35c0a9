// Rivers as chains of hexsides: the cheapest corner-to-corner path hugging the river's polyline.
import type { Geometry } from '../../src/engine/ai'
import type { SideGraph } from '../data/hexsides'
import { gridToKm, hexAtKm, kmToGrid, type Frame, type Km } from '../data/projection'
import { shortestPath } from './dijkstra'
import { distToPolyline, samplePolyline } from './shapes'

/** How strongly the chain is pulled onto the polyline (cost per side = 1 + PULL·(d/R)²). */
const PULL = 3

export interface RiverChainInput {
  line: Km[]
  /** Edges that other rivers already use (never shared). */
  usedEdges: ReadonlySet<number>
  /** Corners of other rivers: avoided except the join corner. */
  usedCorners: ReadonlySet<number>
  /** Corner to end at (a confluence inside the map); otherwise the chain ends on the map outline. */
  joinCorner?: number
}

function nearestCorner(sg: SideGraph, f: Frame, p: Km, ok: (v: number) => boolean): number {
  const { gx, gy } = kmToGrid(f, p)
  let best = -1
  let bestD = Infinity
  for (let v = 0; v < sg.keys.length; v++) {
    if (!ok(v)) continue
    const d = (sg.x[v]! - gx) ** 2 + (sg.y[v]! - gy) ** 2
    if (d < bestD) {
      bestD = d
      best = v
    }
  }
  return best
}

/** Returns the chain as a list of side-graph edges, in order from source to mouth. */
export function riverChain(g: Geometry, sg: SideGraph, f: Frame, input: RiverChainInput): number[] {
  const inside = samplePolyline(input.line, 0.02).filter((p) => hexAtKm(f, g, p) >= 0)
  if (inside.length === 0) throw new Error('river does not cross the map')
  // Corner and edge ids come from the side graph, so its table reads are in range.
  const onOutline = (v: number): boolean => sg.boundary[v]! && sg.edgesAt[v]!.length > 0 && !input.usedCorners.has(v)
  const start = nearestCorner(sg, f, inside[0]!, onOutline)
  const end = input.joinCorner ?? nearestCorner(sg, f, inside[inside.length - 1]!, onOutline)
  const edgeCost = sg.ea.map((a, e) => {
    const b = sg.eb[e]!
    const mid = gridToKm(f, (sg.x[a]! + sg.x[b]!) / 2, (sg.y[a]! + sg.y[b]!) / 2)
    return 1 + PULL * (distToPolyline(mid, input.line) / f.radiusKm) ** 2
  })
  const path = shortestPath(
    sg.keys.length,
    [start],
    (v) => v === end,
    (v) =>
      sg.edgesAt[v]!.filter((e) => !input.usedEdges.has(e))
        .map((e) => ({ to: sg.ea[e] === v ? sg.eb[e]! : sg.ea[e]!, cost: edgeCost[e]! }))
        .filter((s) => s.to === end || !input.usedCorners.has(s.to)),
  )
  if (!path) throw new Error('no hexside chain found for a river')
  const edges: number[] = []
  for (let i = 1; i < path.length; i++) {
    const e = sg.edgesAt[path[i - 1]!]!.find((k) => sg.ea[k] === path[i] || sg.eb[k] === path[i])
    if (e === undefined) throw new Error('broken river chain')
    edges.push(e)
  }
  return edges
}

/** The corner of a chain nearest to a point (used for a confluence). */
export function chainCornerNear(sg: SideGraph, f: Frame, chain: number[], p: Km): number {
  const corners = new Set<number>()
  for (const e of chain) {
    corners.add(sg.ea[e]!)
    corners.add(sg.eb[e]!)
  }
  return nearestCorner(sg, f, p, (v) => corners.has(v))
}
