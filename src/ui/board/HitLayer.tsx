// One transparent cell per hex: the click/hover target and the test hook (data-hex, data-reachable).
// Marks (reachable, retreat, setup zone...) are drawn here; each cell is memoised on its own mark.
import { memo } from 'react'
import type { GameMap } from '../../engine'
import { boardGeom, R } from './geom'

export type MarkKind = 'reach' | 'pass' | 'retreat' | 'advance' | 'zone'

export interface HexMark {
  kind: MarkKind
  label?: string
}

const FILL: Record<MarkKind, string> = {
  reach: 'url(#pat-reach)',
  pass: 'rgba(42,127,212,0.08)',
  retreat: 'url(#pat-retreat)',
  advance: 'url(#pat-advance)',
  zone: 'url(#pat-zone)',
}

interface CellProps {
  code: string
  points: string
  x: number
  y: number
  kind: MarkKind | undefined
  label: string | undefined
}

/** Retreat and advance hexes stand out by pattern and a thick dashed outline, not by colour alone. */
const OUTLINE: Partial<Record<MarkKind, { stroke: string; width: number; dash: string }>> = {
  retreat: { stroke: '#a0106a', width: 4.5, dash: '10 6' },
  advance: { stroke: '#6a1b9a', width: 4.5, dash: '4 5' },
}

const Cell = memo(function Cell({ code, points, x, y, kind, label }: CellProps) {
  const o = kind ? OUTLINE[kind] : undefined
  return (
    <g>
      <polygon data-hex={code} data-reachable={kind === 'reach' ? 'true' : undefined} data-mark={kind} points={points}
        fill={kind ? FILL[kind] : 'transparent'} stroke={o ? o.stroke : kind && kind !== 'pass' ? '#1b3f73' : 'none'}
        strokeWidth={o ? o.width : kind ? 1.5 : 0} strokeDasharray={o?.dash} />
      {label && (
        <text x={x - R * 0.5} y={y + R * 0.1} fontSize="15" fontWeight="700" fill="#0d2f5c" stroke="#fff" strokeWidth="3" paintOrder="stroke"
          textAnchor="middle" pointerEvents="none" fontFamily="Arial, sans-serif">
          {label}
        </text>
      )}
    </g>
  )
})

function HitLayerImpl({ map, marks }: { map: GameMap; marks: ReadonlyMap<string, HexMark> }) {
  const g = boardGeom(map)
  const cells = []
  for (let i = 0; i < map.geo.n; i++) {
    const code = map.geo.codes[i]
    const m = marks.get(code)
    cells.push(<Cell key={i} code={code} points={g.points[i]} x={g.x[i]} y={g.y[i]} kind={m?.kind} label={m?.label} />)
  }
  return <g className="hit-layer">{cells}</g>
}

export const HitLayer = memo(HitLayerImpl)
