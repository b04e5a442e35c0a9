// The one module that talks to honeycomb-grid. Its lattice is read once and flattened into integer tables for each
// map, so hot loops (movement, zones of control, lines of sight) never call it.
import { defineHex, Orientation } from 'honeycomb-grid'

/** A hex number: column and row, two digits each, from 01 (CCRR). */
export type HexCode = string

/** Cube-coordinate steps for N, NE, SE, S, SW, NW (flat-topped, odd columns shifted down). */
const DQ = [0, 1, 1, 0, -1, -1] as const
const DR = [-1, -1, 0, 1, 1, 0] as const

export interface Geometry {
  readonly cols: number
  readonly rows: number
  /** Number of hexes; ids are 0..n-1, id = col0 * rows + row0. */
  readonly n: number
  /** neighbor[id * 6 + dir] = neighbour id or -1 off the map. */
  readonly neighbor: Int32Array
  readonly q: Int32Array
  readonly r: Int32Array
  readonly col: Int32Array
  readonly row: Int32Array
  /** Hex centres for hexes of circumradius 1, origin at the centre of 0101. */
  readonly cx: Float64Array
  readonly cy: Float64Array
  readonly codes: readonly HexCode[]
  readonly byCode: ReadonlyMap<HexCode, number>
}

export const hexCode = (col0: number, row0: number): HexCode =>
  String(col0 + 1).padStart(2, '0') + String(row0 + 1).padStart(2, '0')

export const opposite = (dir: number): number => (dir + 3) % 6

/** The id of a CCRR hex number, or -1 when it is malformed or off the map. Arithmetic, no lookup: it runs in hot loops. */
export function idOfCode(g: Geometry, code: unknown): number {
  if (typeof code !== 'string' || code.length !== 4) return -1
  const d0 = code.charCodeAt(0) - 48
  const d1 = code.charCodeAt(1) - 48
  const d2 = code.charCodeAt(2) - 48
  const d3 = code.charCodeAt(3) - 48
  if (d0 < 0 || d0 > 9 || d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9 || d3 < 0 || d3 > 9) return -1
  const col = d0 * 10 + d1 - 1
  const row = d2 * 10 + d3 - 1
  if (col < 0 || row < 0 || col >= g.cols || row >= g.rows) return -1
  return col * g.rows + row
}

const SQRT3 = Math.sqrt(3)

/** The id of the hex at cube coordinates (q, r) of this lattice (odd columns shifted down), or -1 off the map. */
function idOfCube(cols: number, rows: number, q: number, r: number): number {
  const row = r + (q - (q & 1)) / 2
  return q < 0 || row < 0 || q >= cols || row >= rows ? -1 : q * rows + row
}

/** The honeycomb hex class of the shared lattice: flat tops, odd columns shifted down. */
export const OddColumnHex = defineHex({
  dimensions: 1,
  orientation: Orientation.FLAT,
  offset: -1,
  origin: { x: 0, y: 0 },
})

export function buildGeometry(cols: number, rows: number): Geometry {
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1 || cols > 99 || rows > 99) {
    throw new RangeError(`map size ${cols}x${rows} is outside 1..99`)
  }
  const n = cols * rows
  const basis = latticeBasis()
  const q = new Int32Array(n)
  const r = new Int32Array(n)
  const col = new Int32Array(n)
  const row = new Int32Array(n)
  const cx = new Float64Array(n)
  const cy = new Float64Array(n)
  const codes: HexCode[] = new Array<HexCode>(n)
  const byCode = new Map<HexCode, number>()
  for (let c = 0; c < cols; c++) {
    // Columns come in pairs of the same shape: an even one, then an odd one shifted down.
    const b = basis.column[c & 1]!
    const pairs = c >> 1
    for (let w = 0; w < rows; w++) {
      const id = c * rows + w
      q[id] = b.q + pairs * basis.pair.q + w * basis.down.q
      r[id] = b.r + pairs * basis.pair.r + w * basis.down.r
      col[id] = c
      row[id] = w
      cx[id] = b.x + pairs * basis.pair.x + w * basis.down.x
      cy[id] = b.y + pairs * basis.pair.y + w * basis.down.y
      codes[id] = hexCode(c, w)
      byCode.set(codes[id], id)
    }
  }
  // A neighbour's id by arithmetic from its cube coordinates (no string keys: this runs before the first paint).
  const neighbor = new Int32Array(n * 6)
  for (let id = 0; id < n; id++) {
    for (let d = 0; d < 6; d++) {
      // id < n (the tables' length) and d < 6 (the direction tables' length).
      neighbor[id * 6 + d] = idOfCube(cols, rows, q[id]! + DQ[d]!, r[id]! + DR[d]!)
    }
  }
  return { cols, rows, n, neighbor, q, r, col, row, cx, cy, codes, byCode }
}

interface Step {
  q: number
  r: number
  x: number
  y: number
}

/** The first hex of an even and of an odd column, and the steps two columns east and one row down. */
interface Basis {
  column: [Step, Step]
  pair: Step
  down: Step
}

let basisMemo: Basis | null = null

/**
 * The lattice as honeycomb-grid defines it, read from four of its hexes: the first hex of an even and of an odd
 * column, and the steps one row down and two columns east. Every other hex is a sum of these (a lattice is
 * periodic), so the tables are filled by arithmetic: building honeycomb's grid of every hex was most of the bundled
 * data's task at start on a phone (issue 31). tests/engine/geometry.test.ts checks every hex against the full grid.
 */
function latticeBasis(): Basis {
  if (basisMemo) return basisMemo
  const at = (c: number, w: number): Step => {
    const h = new OddColumnHex({ col: c, row: w })
    return { q: h.q, r: h.r, x: h.x, y: h.y }
  }
  const less = (a: Step, b: Step): Step => ({ q: a.q - b.q, r: a.r - b.r, x: a.x - b.x, y: a.y - b.y })
  const first = at(0, 0)
  basisMemo = { column: [first, at(1, 0)], pair: less(at(2, 0), first), down: less(at(0, 1), first) }
  return basisMemo
}

/** Hex distance between two hex ids (callers pass ids of this geometry: the reads below are in range). */
export function distance(g: Geometry, a: number, b: number): number {
  const dq = g.q[a]! - g.q[b]!
  const dr = g.r[a]! - g.r[b]!
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
}

/** Direction from a to an adjacent hex b, or -1 when they are not neighbours. */
export function dirTo(g: Geometry, a: number, b: number): number {
  const base = a * 6
  for (let d = 0; d < 6; d++) if (g.neighbor[base + d] === b) return d
  return -1
}

function cubeRound(fq: number, fr: number): [number, number] {
  const fs = -fq - fr
  let rq = Math.round(fq)
  let rr = Math.round(fr)
  const rs = Math.round(fs)
  const dq = Math.abs(rq - fq)
  const dr = Math.abs(rr - fr)
  const ds = Math.abs(rs - fs)
  if (dq > dr && dq > ds) rq = -rr - rs
  else if (dr > ds) rr = -rq - rs
  return [rq, rr]
}

/**
 * The straight line between two hex centres, traced twice with opposite tiny nudges.
 * Where the two traces differ the sample lies on a hexside (a line of fire along a hexside needs both hexes then).
 * `perStep` samples per hex of distance: 1 gives the classic hex line; more catch every hex
 * the line passes through (a long line may cross more hexes than its length).
 * Both arrays include the end hexes; entries off the map are -1.
 */
export function lineBetween(g: Geometry, a: number, b: number, perStep = 1): { plus: number[]; minus: number[] } {
  const steps = distance(g, a, b) * perStep
  const plus: number[] = []
  const minus: number[] = []
  const idAt = (cq: number, cr: number): number => idOfCube(g.cols, g.rows, cq, cr)
  const EPS = 1e-6
  for (let i = 0; i <= steps; i++) {
    const t = steps === 0 ? 0 : i / steps
    // a and b are hex ids of this geometry.
    const fq = g.q[a]! + (g.q[b]! - g.q[a]!) * t
    const fr = g.r[a]! + (g.r[b]! - g.r[a]!) * t
    const [pq, pr] = cubeRound(fq + EPS, fr + EPS * 2)
    const [mq, mr] = cubeRound(fq - EPS, fr - EPS * 2)
    plus.push(idAt(pq, pr))
    minus.push(idAt(mq, mr))
  }
  return { plus, minus }
}

/** Corner points of a hex of circumradius `size` around (x, y), for SVG polygons. */
export function hexCorners(x: number, y: number, size: number): Array<[number, number]> {
  const pts: Array<[number, number]> = []
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i
    pts.push([x + size * Math.cos(a), y + size * Math.sin(a)])
  }
  return pts
}

/** Pixel height and width of a whole map drawn with hexes of circumradius 1. */
export function mapExtent(g: Geometry): { width: number; height: number } {
  return { width: 1.5 * (g.cols - 1) + 2, height: SQRT3 * (g.rows + (g.cols > 1 ? 0.5 : 0)) }
}
