// The terrain of the static map as SVG markup: each hex's level colour with the hex grid, then forest, brush and
// villages, each kind one path for the whole map.
import type { GameMap } from '../../../engine'
import { T_BRUSH, T_FOREST, T_VILLAGE } from '../../../engine/tables'
import { boardGeom, f1, R } from '../geom'

export const LEVEL_FILL = ['#f6f3ea', '#f6f3ea', '#efdc8a', '#e8a25c'] as const

/** The hex grid's line, as the drawn cells had it. */
const GRID = 'stroke="#c9bd9f" stroke-width="1.2"'

// House blocks around a hex centre, like a printed map (unit offsets and sizes, times R).
const BLOCKS: Array<[number, number, number, number]> = [
  [-0.42, -0.3, 0.26, 0.16],
  [-0.1, -0.36, 0.2, 0.2],
  [0.18, -0.26, 0.26, 0.15],
  [-0.34, 0.02, 0.2, 0.18],
  [-0.04, 0.0, 0.3, 0.15],
  [0.3, 0.04, 0.16, 0.2],
  [-0.16, 0.26, 0.24, 0.14],
  [0.14, 0.28, 0.2, 0.13],
]

function villagePath(x: number, y: number): string {
  let d = ''
  for (const [dx, dy, w, h] of BLOCKS)
    d += `M${f1(x + dx * R)} ${f1(y + dy * R)}h${f1(w * R)}v${f1(h * R)}h${f1(-w * R)}Z`
  return d
}

const hexPath = (points: string): string => `M${points.replace(/ /g, 'L')}Z`

/** The patterns the terrain is filled with: trees and brush stipple. */
export const TERRAIN_PATTERNS =
  '<pattern id="pat-forest" patternUnits="userSpaceOnUse" width="26" height="24">' +
  '<rect width="26" height="24" fill="#7fa35a" fill-opacity="0.45"/>' +
  '<g stroke="#2f4f1f" stroke-width="1.1">' +
  '<line x1="7" y1="9" x2="7" y2="13"/><circle cx="7" cy="6.5" r="4" fill="#4f7a35"/>' +
  '<line x1="20" y1="21" x2="20" y2="25"/><circle cx="20" cy="18.5" r="4" fill="#5c8a3e"/>' +
  '</g></pattern>' +
  '<pattern id="pat-brush" patternUnits="userSpaceOnUse" width="14" height="14">' +
  '<rect width="14" height="14" fill="#b7c27a" fill-opacity="0.4"/>' +
  '<g fill="#566b2a"><circle cx="3" cy="3" r="1.3"/><circle cx="10" cy="6" r="1.1"/><circle cx="5" cy="11" r="1.2"/>' +
  '<path d="M 11 12.5 l 1.5 -3 l 1.5 3" stroke="#566b2a" stroke-width="0.8" fill="none"/></g>' +
  '</pattern>'

/** The cells (one path per level, with the grid), then the terrain symbols. */
export function terrainMarkup(map: GameMap): string {
  const g = boardGeom(map)
  const cells = LEVEL_FILL.map(() => '')
  let forest = ''
  let brush = ''
  let villages = ''
  for (let i = 0; i < map.geo.n; i++) {
    // i < n: a hex id, with a level, terrain, an outline and a centre.
    const level = map.level[i]!
    cells[level] += hexPath(g.points[i]!)
    const t = map.terrain[i]
    if (t === T_FOREST) forest += hexPath(g.points[i]!)
    else if (t === T_BRUSH) brush += hexPath(g.points[i]!)
    else if (t === T_VILLAGE) villages += villagePath(g.x[i]!, g.y[i]!)
  }
  let out = ''
  cells.forEach((d, level) => {
    if (d) out += `<path d="${d}" fill="${LEVEL_FILL[level]}" ${GRID}/>`
  })
  out += `<path d="${forest}" fill="url(#pat-forest)"/>`
  out += `<path d="${brush}" fill="url(#pat-brush)"/>`
  out += `<path d="${villages}" fill="#7a2e24" stroke="#3b1510" stroke-width="0.8"/>`
  return out
}
