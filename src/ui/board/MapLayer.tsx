// The map: the hexes' drawn cells (levels) and the static symbols, lines and labels. Memoised: drawn once per
// map and language; a cell re-renders only when its mark or the keyboard cursor changes.
import { memo } from 'react'
import type { GameMap } from '../../engine'
import { T_BRUSH, T_FOREST, T_VILLAGE } from '../../engine'
import type { Lang } from '../../i18n'
import { boardGeom, R } from './geom'
import type { HexMark, MarkKind } from './HitLayer'
import { MapLines } from './MapLines'
import { MapLabels } from './MapLabels'

export const LEVEL_FILL = ['#f6f3ea', '#f6f3ea', '#efdc8a', '#e8a25c'] as const

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
const f1 = (v: number) => v.toFixed(1)

function villagePath(x: number, y: number): string {
  let d = ''
  for (const [dx, dy, w, h] of BLOCKS)
    d += `M${f1(x + dx * R)} ${f1(y + dy * R)}h${f1(w * R)}v${f1(h * R)}h${f1(-w * R)}Z`
  return d
}

function hexPath(points: string): string {
  return `M${points.replace(/ /g, 'L')}Z`
}

/**
 * The static map: terrain symbols, lines and labels. Each kind of symbol is one path for the whole map
 * (a few elements instead of hundreds), so the board stays small for the browser to style and paint.
 */
function MapLayerImpl({ map, lang }: { map: GameMap; lang: Lang }) {
  const g = boardGeom(map)
  const n = map.geo.n
  let forest = ''
  let brush = ''
  let villages = ''
  for (let i = 0; i < n; i++) {
    // i < n: a hex id, with terrain, an outline and a centre.
    const t = map.terrain[i]
    if (t === T_FOREST) forest += hexPath(g.points[i]!)
    else if (t === T_BRUSH) brush += hexPath(g.points[i]!)
    else if (t === T_VILLAGE) villages += villagePath(g.x[i]!, g.y[i]!)
  }
  return (
    <g className="map-layer" pointerEvents="none">
      <path d={forest} fill="url(#pat-forest)" />
      <path d={brush} fill="url(#pat-brush)" />
      <path d={villages} fill="#7a2e24" stroke="#3b1510" strokeWidth="0.8" />
      <MapLines map={map} />
      <MapLabels map={map} lang={lang} />
    </g>
  )
}

interface CellProps {
  code: string
  points: string
  fill: string
  kind: MarkKind | undefined
  cursor: boolean
}

/** One drawn hex: its level colour, and the hooks (data-hex, data-reachable, data-mark, data-cursor). */
const Cell = memo(function Cell({ code, points, fill, kind, cursor }: CellProps) {
  return (
    <polygon
      data-hex={code}
      data-reachable={kind === 'reach' ? 'true' : undefined}
      data-mark={kind}
      data-cursor={cursor ? 'true' : undefined}
      points={points}
      fill={fill}
    />
  )
})

/**
 * Every hex's drawn cell. They are the board's surface for the pointer (one listener on the board finds the hex by
 * arithmetic, see hexAt.ts); only cells whose mark or cursor changed re-render, and a changed data attribute
 * does not repaint them: the marks themselves are drawn above, for the marked hexes only (HitLayer).
 */
function MapCellsImpl({
  map,
  marks,
  cursor,
}: {
  map: GameMap
  marks: ReadonlyMap<string, HexMark>
  cursor: string | null
}) {
  const g = boardGeom(map)
  const cells = []
  for (let i = 0; i < map.geo.n; i++) {
    // i < n: a hex id, with a code, an outline and a level (0 before the compiler fills it, else 1–3).
    const code = map.geo.codes[i]!
    cells.push(
      <Cell
        key={i}
        code={code}
        points={g.points[i]!}
        fill={LEVEL_FILL[map.level[i]!]!}
        kind={marks.get(code)?.kind}
        cursor={code === cursor}
      />,
    )
  }
  return (
    <g className="map-cells" stroke="#c9bd9f" strokeWidth="1.2">
      {cells}
    </g>
  )
}

export const MapCells = memo(MapCellsImpl)

export const MapLayer = memo(MapLayerImpl)
