// The marks of marked hexes only (reachable, retreat, advance, setup zone...), drawn over the map: one path per kind
// for the kinds that cover many hexes, a polygon per hex (data-mark-of) for retreat and advance; they take no
// pointer events (the static map's image is the pointer surface: see StaticMap and hexAt.ts). The test hooks
// (data-hex, data-reachable, data-mark) are on HexHooks' cells, one element per hex, in test builds.
import * as strokes from './markStrokes'
import { memo } from 'react'
import type { GameMap } from '../../engine'
import { boardGeom, R } from './geom'
import type { HexMark, MarkKind } from './controller'

export type { HexMark, MarkKind }

const FILL: Record<MarkKind, string> = {
  // Reach is a plain fill (no pattern: cheaper to paint at every click), the one overlay drawn as a fill, so zones
  // (an edge) and fire (a symbol) stay legible over it.
  reach: 'rgba(42,127,212,0.26)',
  pass: 'rgba(42,127,212,0.08)',
  retreat: 'url(#pat-retreat)',
  advance: 'url(#pat-advance)',
  zone: 'url(#pat-zone)',
}

/** Retreat and advance hexes stand out by pattern and a thick dashed outline, not by colour alone. */
const OUTLINE: Partial<Record<MarkKind, { stroke: string; width: number; dash: string }>> = {
  retreat: { stroke: '#a0106a', width: 4.5, dash: '10 6' },
  advance: { stroke: '#6a1b9a', width: 4.5, dash: '4 5' },
}

/** Kinds that can cover a hundred hexes and more (a cavalry unit's reach, a setup zone): one path for all of them. */
const MERGED: ReadonlySet<MarkKind> = new Set<MarkKind>(['reach', 'pass', 'zone'])

const hexPath = (points: string) => `M${points.replace(/ /g, 'L')}Z`

/** Advance of one digit of the labels' font (bold 15 px Arial: 0.556 em), to place each character itself. */
const DIGIT = 8.3

/**
 * Every label in one text element (before the strokes have arrived, or for a character without strokes): each
 * character gets its own position (SVG's x and y lists), centred on it, so a hundred costs are one element to lay out
 * and paint, not a hundred.
 */
function labelText(items: Array<{ x: number; y: number; text: string }>): { x: string; y: string; text: string } {
  const xs: string[] = []
  const ys: string[] = []
  let text = ''
  for (const { x, y, text: t } of items) {
    for (let c = 0; c < t.length; c++) {
      xs.push((x + (c - (t.length - 1) / 2) * DIGIT).toFixed(1))
      ys.push(y.toFixed(1))
    }
    text += t
  }
  return { x: xs.join(' '), y: ys.join(' '), text }
}

function HitLayerImpl({ map, marks }: { map: GameMap; marks: ReadonlyMap<string, HexMark> }) {
  const g = boardGeom(map)
  const cells = []
  const labels: Array<{ x: number; y: number; text: string }> = []
  const merged = new Map<MarkKind, string>()
  for (const [code, m] of marks) {
    const i = map.geo.byCode.get(code)
    const points = i === undefined ? undefined : g.points[i]
    if (i === undefined || points === undefined) continue
    const o = OUTLINE[m.kind]
    if (MERGED.has(m.kind)) merged.set(m.kind, (merged.get(m.kind) ?? '') + hexPath(points))
    else
      cells.push(
        <polygon
          key={code}
          data-mark-of={code}
          data-kind={m.kind}
          points={points}
          fill={FILL[m.kind]}
          stroke={o ? o.stroke : '#1b3f73'}
          strokeWidth={o ? o.width : 1.5}
          strokeDasharray={o?.dash}
        />,
      )
    if (m.label) labels.push({ x: (g.x[i] ?? 0) - R * 0.5, y: (g.y[i] ?? 0) + R * 0.1, text: m.label })
  }
  return (
    <g className="hit-layer" pointerEvents="none">
      {[...merged].map(([kind, d]) => (
        <path
          key={kind}
          data-kind={kind}
          d={d}
          fill={FILL[kind]}
          stroke={kind !== 'pass' ? '#1b3f73' : 'none'}
          strokeWidth={1.5}
        />
      ))}
      {cells}
      {labels.length > 0 && <Labels items={labels} />}
    </g>
  )
}

function Labels({ items }: { items: Array<{ x: number; y: number; text: string }> }) {
  // Drawn as strokes (markStrokes.ts): no text to shape at a click; a character without strokes falls back to text.
  const d = strokes.labelStrokes(items, DIGIT)
  const s = strokes
  if (d !== null)
    return (
      <g className="mark-labels" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d={d} stroke="#fff" strokeWidth={s.EDGE_WIDTH} />
        <path d={d} stroke="#0d2f5c" strokeWidth={s.INK_WIDTH} />
      </g>
    )
  const { x, y, text } = labelText(items)
  return (
    <text
      x={x}
      y={y}
      fontSize="15"
      fontWeight="700"
      fill="#0d2f5c"
      stroke="#fff"
      strokeWidth="3"
      paintOrder="stroke"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
    >
      {text}
    </text>
  )
}

export const HitLayer = memo(HitLayerImpl)
