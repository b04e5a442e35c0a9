// Lat/lon → km → hex grid. The grid is flat-topped with circumradius R, √3·R = hexAcrossKm;
// grid units are those of engine/geometry (circumradius 1, 0101 at (0,0), y pointing south).
import type { Geometry } from '../../src/engine/ai'
import type { GridSpec, LatLon, Projection } from './geography'

const SQRT3 = Math.sqrt(3)

export interface Frame {
  readonly projection: Projection
  readonly grid: GridSpec
  /** Circumradius of a hex in km. */
  readonly radiusKm: number
  /** Grid position of the projection origin. */
  readonly originGx: number
  readonly originGy: number
}

export function makeFrame(projection: Projection, grid: GridSpec): Frame {
  const col0 = Number(grid.originHex.slice(0, 2)) - 1
  const row0 = Number(grid.originHex.slice(2, 4)) - 1
  return {
    projection,
    grid,
    radiusKm: grid.hexAcrossKm / SQRT3,
    originGx: 1.5 * col0,
    originGy: SQRT3 * (row0 + 0.5 * (col0 & 1)),
  }
}

export interface Km {
  x: number
  y: number
}

export function toKm(p: Projection, at: LatLon): Km {
  return { x: (at[1] - p.originLon) * p.kmPerDegLon, y: (at[0] - p.originLat) * p.kmPerDegLat }
}

export function kmToGrid(f: Frame, km: Km): { gx: number; gy: number } {
  return { gx: f.originGx + km.x / f.radiusKm, gy: f.originGy - km.y / f.radiusKm }
}

export function gridToKm(f: Frame, gx: number, gy: number): Km {
  return { x: (gx - f.originGx) * f.radiusKm, y: (f.originGy - gy) * f.radiusKm }
}

/** Centre of hex `id` in km. */
export function hexKm(f: Frame, g: Geometry, id: number): Km {
  return gridToKm(f, g.cx[id]!, g.cy[id]!)
}

/** The hex containing a grid point (nearest centre), or -1 when the point lies off the map. */
export function hexAtGrid(g: Geometry, gx: number, gy: number): number {
  const c = Math.round(gx / 1.5)
  let best = -1
  let bestD = Infinity
  let bestOn = false
  for (let col = c - 1; col <= c + 1; col++) {
    const r = Math.round(gy / SQRT3 - 0.5 * (col & 1))
    for (let row = r - 1; row <= r + 1; row++) {
      const dx = gx - 1.5 * col
      const dy = gy - SQRT3 * (row + 0.5 * (col & 1))
      const d = dx * dx + dy * dy
      if (d < bestD - 1e-12) {
        bestD = d
        bestOn = col >= 0 && row >= 0 && col < g.cols && row < g.rows
        best = bestOn ? col * g.rows + row : -1
      }
    }
  }
  return bestOn ? best : -1
}

export function hexAtKm(f: Frame, g: Geometry, km: Km): number {
  const { gx, gy } = kmToGrid(f, km)
  return hexAtGrid(g, gx, gy)
}

export function hexAtLatLon(f: Frame, g: Geometry, at: LatLon): number {
  return hexAtKm(f, g, toKm(f.projection, at))
}
