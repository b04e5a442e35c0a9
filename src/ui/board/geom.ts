// Board geometry in SVG units: engine hex centres (circumradius 1) scaled by R.
import { type GameMap, mapExtent } from '../../engine'

/** SVG units per hex circumradius. */
export const R = 50
const SQ3 = Math.sqrt(3)

export interface BoardGeom {
  x: Float64Array
  y: Float64Array
  /** SVG polygon points of every hex (made on first read: the first screen draws none). */
  readonly points: readonly string[]
  width: number
  height: number
  /** Offset so that the whole map (hex 0101's corner included) lies at positive coordinates. */
  ox: number
  oy: number
}

const cache = new WeakMap<GameMap, BoardGeom>()

export function boardGeom(map: GameMap): BoardGeom {
  const hit = cache.get(map)
  if (hit) return hit
  const g = map.geo
  const ox = R
  const oy = (R * SQ3) / 2
  const x = new Float64Array(g.n)
  const y = new Float64Array(g.n)
  for (let i = 0; i < g.n; i++) {
    // i < n: every table of the geometry has an entry per hex.
    x[i] = g.cx[i]! * R + ox
    y[i] = g.cy[i]! * R + oy
  }
  const ext = mapExtent(g)
  let points: string[] | null = null
  const res = {
    x,
    y,
    get points(): readonly string[] {
      return (points ??= Array.from(x, (cx, i) => hexPoints(cx, y[i]!, R)))
    },
    width: ext.width * R,
    height: ext.height * R,
    ox,
    oy,
  }
  cache.set(map, res)
  return res
}

export function hexPoints(cx: number, cy: number, r: number): string {
  let s = ''
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i
    s += `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)} `
  }
  return s.trim()
}

/** Corner k (0 = east, clockwise in screen coordinates) of a hex. */
export function corner(cx: number, cy: number, k: number, r = R): [number, number] {
  const a = (Math.PI / 3) * k
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
}

/** The two corners bounding side `dir` (N, NE, SE, S, SW, NW = 0..5). */
export function sideEnds(cx: number, cy: number, dir: number, r = R): [[number, number], [number, number]] {
  return [corner(cx, cy, (dir + 4) % 6, r), corner(cx, cy, (dir + 5) % 6, r)]
}

/** A coordinate rounded for the markup: tenths are finer than a screen pixel at any zoom the board allows. */
export const f1 = (v: number): number => Math.round(v * 10) / 10
