// The Phalanx board, built on the engine's shared hex geometry (PH-MAP.1–6).
//
// The shared geometry is flat-topped with columns; this board is pointy-topped with rows. The two are
// the same lattice mirrored across the diagonal, so the field is a shared geometry of `rows` columns
// and `longRow` rows read transposed: shared column = field row, shared row = field column. Nothing in
// the rules depends on how the field is drawn (PH-INT.2), so the transposed reading changes none of them. Nothing
// here is copied from the engine.
import { buildGeometry, distance as geoDistance, type Geometry } from '../core'
import type { FieldData } from './fieldData'
import type { HexCode, Side } from './types'

/** Edge directions in the order PH-MAP.4 names them: d0 NE, d1 E, d2 SE, d3 SW, d4 W, d5 NW. */
export const DIRECTIONS = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const
export type Direction = 0 | 1 | 2 | 3 | 4 | 5

/**
 * Shared-geometry direction for each field direction. The shared order is N, NE, SE, S, SW, NW of a
 * flat-topped grid; transposed, its N is the field's W, NE→SW, SE→SE, S→E, SW→NE, NW→NW.
 */
const SHARED_DIR: readonly number[] = [4, 3, 2, 1, 0, 5]

export interface Field {
  readonly data: FieldData
  readonly geo: Geometry
  /** Number of hex slots; ids are 0..size-1, but only those with onField[id] = 1 are board hexes. */
  readonly size: number
  readonly onField: Uint8Array
  /** neighbour[id * 6 + d] in field directions, or -1 where it falls outside PH-MAP.1. */
  readonly neighbour: Int32Array
  /** CCRR code per id ('' for slots off the field). */
  readonly codes: readonly string[]
  /** Board hexes in row-major order (north to south, west to east). */
  readonly hexes: readonly number[]
  /** Field column and row of each id, both from 1. */
  readonly col: Int32Array
  readonly row: Int32Array
  /** Centre of each hex for a pointy-topped drawing with circumradius 1 (x east, y south). */
  readonly x: Float64Array
  readonly y: Float64Array
  readonly camp: Readonly<Record<Side, number>>
  readonly byCode: ReadonlyMap<string, number>
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** Builds the field or throws a coded error: field data is bundled and checked by tests, never player input. */
export function buildField(data: FieldData): Field {
  const { rows, longRow } = data
  if (!Number.isInteger(rows) || !Number.isInteger(longRow) || rows < 2 || longRow < 2 || rows > 99 || longRow > 99) {
    throw new RangeError(`phalanx.field.size:${rows}x${longRow}`)
  }
  // Shared ids: id = sharedCol * longRow + sharedRow = (row - 1) * longRow + (col - 1).
  const geo = buildGeometry(rows, longRow)
  const size = geo.n
  const onField = new Uint8Array(size)
  const col = new Int32Array(size)
  const row = new Int32Array(size)
  const x = new Float64Array(size)
  const y = new Float64Array(size)
  const codes: string[] = new Array<string>(size).fill('')
  const byCode = new Map<string, number>()
  const hexes: number[] = []
  for (let id = 0; id < size; id++) {
    // id < size: every geometry table has an entry for it.
    const r = geo.col[id]! + 1
    const c = geo.row[id]! + 1
    col[id] = c
    row[id] = r
    x[id] = geo.cy[id]!
    y[id] = geo.cx[id]!
    // Even rows are one hex shorter (PH-MAP.1).
    if (r % 2 === 0 && c === longRow) continue
    onField[id] = 1
    const code = pad2(c) + pad2(r)
    codes[id] = code
    byCode.set(code, id)
    hexes.push(id)
  }
  const neighbour = new Int32Array(size * 6).fill(-1)
  for (const id of hexes) {
    for (let d = 0; d < 6; d++) {
      const n = geo.neighbor[id * 6 + SHARED_DIR[d]!]! // id is a hex id, d a direction
      neighbour[id * 6 + d] = n >= 0 && onField[n] ? n : -1
    }
  }
  const campOf = (side: Side): number => {
    const id = byCode.get(data.camps[side])
    if (id === undefined) throw new RangeError(`phalanx.field.camp-off-field:${side}:${data.camps[side]}`)
    return id
  }
  return {
    data,
    geo,
    size,
    onField,
    neighbour,
    codes,
    hexes,
    col,
    row,
    x,
    y,
    camp: { south: campOf('south'), north: campOf('north') },
    byCode,
  }
}

/** The id of a CCRR code on the field, or -1 (malformed, unknown, or any non-string). */
export function hexOf(field: Field, code: unknown): number {
  if (typeof code !== 'string') return -1
  return field.byCode.get(code) ?? -1
}

// Callers pass a hex id (0 ≤ id < size).
export const codeOf = (field: Field, id: number): HexCode => field.codes[id]!

export const neighbourOf = (field: Field, id: number, d: number): number => field.neighbour[id * 6 + d]!

/** The direction from a to an adjacent hex b, or -1 when they are not neighbours. */
export function directionTo(field: Field, a: number, b: number): number {
  for (let d = 0; d < 6; d++) if (field.neighbour[a * 6 + d] === b) return d
  return -1
}

/** Hex distance (PH-MAP.4); the shared cube distance is unchanged by the transposition. */
export const distance = (field: Field, a: number, b: number): number => geoDistance(field.geo, a, b)
