// The static map: levels, terrain symbols, lines and labels. Memoised: drawn once per map and language.
import { memo } from 'react'
import type { GameMap } from '../../engine'
import { T_BRUSH, T_FOREST, T_VILLAGE } from '../../engine'
import type { Lang } from '../../i18n'
import { boardGeom, R } from './geom'
import { MapLines } from './MapLines'
import { MapLabels } from './MapLabels'

export const LEVEL_FILL = ['#f6f3ea', '#f6f3ea', '#efdc8a', '#e8a25c'] as const

function Village({ x, y }: { x: number; y: number }) {
  // A few house blocks around the hex centre, like a printed map.
  const blocks: Array<[number, number, number, number]> = [
    [-0.42, -0.3, 0.26, 0.16], [-0.1, -0.36, 0.2, 0.2], [0.18, -0.26, 0.26, 0.15],
    [-0.34, 0.02, 0.2, 0.18], [-0.04, 0.0, 0.3, 0.15], [0.3, 0.04, 0.16, 0.2], [-0.16, 0.26, 0.24, 0.14], [0.14, 0.28, 0.2, 0.13],
  ]
  return (
    <g fill="#7a2e24" stroke="#3b1510" strokeWidth="0.8">
      {blocks.map(([dx, dy, w, h], i) => (
        <rect key={i} x={x + dx * R} y={y + dy * R} width={w * R} height={h * R} />
      ))}
    </g>
  )
}

function MapLayerImpl({ map, lang }: { map: GameMap; lang: Lang }) {
  const g = boardGeom(map)
  const n = map.geo.n
  const hexes = []
  const symbols = []
  for (let i = 0; i < n; i++) {
    hexes.push(<polygon key={i} points={g.points[i]} fill={LEVEL_FILL[map.level[i]]} />)
    const t = map.terrain[i]
    if (t === T_FOREST) symbols.push(<polygon key={i} points={g.points[i]} fill="url(#pat-forest)" />)
    else if (t === T_BRUSH) symbols.push(<polygon key={i} points={g.points[i]} fill="url(#pat-brush)" />)
    else if (t === T_VILLAGE) symbols.push(<Village key={i} x={g.x[i]} y={g.y[i]} />)
  }
  return (
    <g className="map-layer" pointerEvents="none">
      <g stroke="#c9bd9f" strokeWidth="1.2">{hexes}</g>
      <g>{symbols}</g>
      <MapLines map={map} />
      <MapLabels map={map} lang={lang} />
    </g>
  )
}

export const MapLayer = memo(MapLayerImpl)
