// Plane geometry on km coordinates: distances to polylines, polygons, boxes.
import type { Km } from '../data/projection'

// Loops read points i−1, i (and j) of a polyline or polygon with indices below its length.

export function distToSegment(p: Km, a: Km, b: Km): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
}

export function distToPolyline(p: Km, line: Km[]): number {
  let best = Infinity
  for (let i = 1; i < line.length; i++) best = Math.min(best, distToSegment(p, line[i - 1]!, line[i]!))
  return best
}

/** Distance along a polyline (km from its first point) of the point of the line nearest p. */
export function alongPolyline(p: Km, line: Km[]): number {
  let best = Infinity
  let at = 0
  let run = 0
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!
    const b = line[i]!
    const dx = b.x - a.x
    const dy = b.y - a.y
    const len = Math.hypot(dx, dy)
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (len * len)))
    const d = Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    if (d < best) {
      best = d
      at = run + t * len
    }
    run += len
  }
  return at
}

/** Even-odd rule. */
export function inPolygon(p: Km, poly: Km[]): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!
    const b = poly[j]!
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside
  }
  return inside
}

/** Points every `stepKm` along a polyline, ends included. */
export function samplePolyline(line: Km[], stepKm: number): Km[] {
  const first = line[0]
  if (!first) throw new Error('a polyline needs at least one point')
  const out: Km[] = [first]
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!
    const b = line[i]!
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / stepKm))
    for (let k = 1; k <= n; k++) out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n })
  }
  return out
}
