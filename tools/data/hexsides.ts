// Hexsides as segments between hex corners, so river chains can be walked corner to corner.
import type { Geometry } from '../../src/engine/ai'

const SQRT3 = Math.sqrt(3)

/** Corner k (0 = east, clockwise with y down) of hex id, in grid units. */
export function cornerPoint(g: Geometry, id: number, k: number): [number, number] {
  const a = (Math.PI / 3) * k
  return [g.cx[id]! + Math.cos(a), g.cy[id]! + Math.sin(a)]
}

/** Corners are on a lattice of x in halves and y in multiples of √3/2: an exact integer key. */
export function cornerKey(x: number, y: number): string {
  return `${Math.round(x * 2)},${Math.round((y * 2) / SQRT3)}`
}

/** The two corner keys of the side of hex id facing direction dir (N=0 … NW=5). */
export function sideCornerKeys(g: Geometry, id: number, dir: number): [string, string] {
  const a = cornerPoint(g, id, (dir + 4) % 6)
  const b = cornerPoint(g, id, (dir + 5) % 6)
  return [cornerKey(a[0], a[1]), cornerKey(b[0], b[1])]
}

// Every array is indexed by a corner, an edge or a hex id of this graph's grid: reads by such ids are in range.
export interface SideGraph {
  /** Corner keys and their positions (grid units). */
  readonly keys: string[]
  readonly index: ReadonlyMap<string, number>
  readonly x: number[]
  readonly y: number[]
  /** Interior sides: edge e joins corners ea[e], eb[e] and separates hexes ha[e] (lower id), hb[e]. */
  readonly ea: number[]
  readonly eb: number[]
  readonly ha: number[]
  readonly hb: number[]
  /** Edges at each corner. */
  readonly edgesAt: number[][]
  /** Corners on the map's outline (fewer than three interior sides meet there). */
  readonly boundary: boolean[]
}

/** The graph of every interior hexside (both hexes on the map), corner to corner. */
export function buildSideGraph(g: Geometry): SideGraph {
  const keys: string[] = []
  const index = new Map<string, number>()
  const x: number[] = []
  const y: number[] = []
  const ea: number[] = []
  const eb: number[] = []
  const ha: number[] = []
  const hb: number[] = []
  const edgesAt: number[][] = []
  const vertex = (id: number, k: number): number => {
    const p = cornerPoint(g, id, k)
    const key = cornerKey(p[0], p[1])
    let v = index.get(key)
    if (v === undefined) {
      v = keys.length
      keys.push(key)
      index.set(key, v)
      x.push(p[0])
      y.push(p[1])
      edgesAt.push([])
    }
    return v
  }
  for (let id = 0; id < g.n; id++) {
    for (let d = 0; d < 6; d++) {
      const nb = g.neighbor[id * 6 + d]!
      if (nb < 0 || nb < id) continue
      const a = vertex(id, (d + 4) % 6)
      const b = vertex(id, (d + 5) % 6)
      const e = ea.length
      ea.push(a)
      eb.push(b)
      ha.push(id)
      hb.push(nb)
      edgesAt[a]!.push(e)
      edgesAt[b]!.push(e)
    }
  }
  const boundary = edgesAt.map((es) => es.length < 3)
  return { keys, index, x, y, ea, eb, ha, hb, edgesAt, boundary }
}
