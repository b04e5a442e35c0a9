// The map: the hexes' drawn cells (levels) and the static symbols, lines and labels. Memoised: drawn once per
// map and language (the hex numbers join a frame after the first paint, MapLabels); a selection or the keyboard
// cursor changes only the hooks of the cells concerned.
import { memo, useLayoutEffect, useRef } from 'react'
import type { GameMap } from '../../engine'
import { T_BRUSH, T_FOREST, T_VILLAGE } from '../../engine/tables'
import type { Lang } from '../../i18n'
import { boardGeom, f1, R } from './geom'
import type { HexMark } from './HitLayer'
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

/** Every hex's drawn cell (its level colour), in hex-id order: drawn once per map, never re-rendered. */
const StaticCells = memo(function StaticCells({ map }: { map: GameMap }) {
  const g = boardGeom(map)
  const cells = []
  for (let i = 0; i < map.geo.n; i++)
    cells.push(
      <polygon key={i} data-hex={map.geo.codes[i]} points={g.points[i]} fill={LEVEL_FILL[map.level[i] ?? 0]} />,
    )
  return <>{cells}</>
})

/** Sets or clears a data attribute on a cell. */
function put(el: Element | undefined, name: string, value: string | undefined): void {
  if (!el) return
  if (value === undefined) el.removeAttribute(name)
  else el.setAttribute(name, value)
}

/**
 * Every hex's drawn cell. They are the board's surface for the pointer (one listener on the board finds the hex by
 * arithmetic, see hexAt.ts) and carry the hooks (data-hex, data-reachable, data-mark, data-cursor). A selection
 * changes the hooks of the marked hexes only: they are set on those cells directly, so React does not walk the
 * 1,100 cells at every click, and a data attribute does not repaint a cell: the marks themselves are drawn above,
 * for the marked hexes only (HitLayer).
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
  const ref = useRef<SVGGElement>(null)
  // What the cells carry now (set by the effect below), to change only what differs.
  const shown = useRef<{ map: GameMap | null; marks: ReadonlyMap<string, HexMark>; cursor: string | null }>({
    map: null,
    marks: new Map(),
    cursor: null,
  })
  useLayoutEffect(() => {
    const cells = ref.current?.children
    if (!cells) return
    const before = shown.current
    // New cells (another map) carry nothing yet.
    const old = before.map === map ? before.marks : new Map<string, HexMark>()
    const at = (code: string) => {
      const i = map.geo.byCode.get(code)
      return i === undefined ? undefined : cells[i]
    }
    for (const [code, m] of old) {
      if (marks.get(code)?.kind === m.kind) continue
      const el = at(code)
      put(el, 'data-mark', undefined)
      put(el, 'data-reachable', undefined)
    }
    for (const [code, m] of marks) {
      if (old.get(code)?.kind === m.kind) continue
      const el = at(code)
      put(el, 'data-mark', m.kind)
      put(el, 'data-reachable', m.kind === 'reach' ? 'true' : undefined)
    }
    const oldCursor = before.map === map ? before.cursor : null
    if (oldCursor !== cursor) {
      if (oldCursor) put(at(oldCursor), 'data-cursor', undefined)
      if (cursor) put(at(cursor), 'data-cursor', 'true')
    }
    shown.current = { map, marks, cursor }
  }, [map, marks, cursor])
  return (
    <g className="map-cells" stroke="#c9bd9f" strokeWidth="1.2" ref={ref}>
      <StaticCells map={map} />
    </g>
  )
}

export const MapCells = memo(MapCellsImpl)

export const MapLayer = memo(MapLayerImpl)
