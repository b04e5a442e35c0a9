// The computer's better step, drawn over a reviewed step the analysis graded: its moves as green paths from the
// position before the decision, its attack as green arrows to the defender, labelled «лучше» / "better". The camera
// brings it into view when it is off screen (a better step can be far from the one played).
import { useEffect, useMemo } from 'react'
import { hexId } from '../../engine'
import { ANALYSIS_STRINGS } from '../../i18n/analysis'
import { map } from '../../store/app'
import { review, useAnalysis, useReview } from '../../store/review'
import { useUi } from '../../store/ui'
import { boardGeom, R } from '../board/geom'
import { useUiActions } from '../storeActions'
import { betterMarks, decisionAt } from './analysisView'

const GREEN = '#1e8e3e'

export function BetterLayer() {
  const lang = useUi((s) => s.lang)
  const position = useReview((s) => s.position)
  const results = useAnalysis((s) => s.results)
  const d = decisionAt(results, position - 1)
  const marks = useMemo(() => (d?.grade ? betterMarks(d.best.commands, review.timeline().at(d.start)) : null), [d])
  const { revealHexes } = useUiActions()
  useEffect(() => {
    if (marks?.hexes.length) revealHexes(marks.hexes)
  }, [marks, revealHexes])
  if (!d || !marks || !marks.hexes.length) return null
  const g = boardGeom(map)
  const at = (c: string): [number, number] | null => {
    const h = hexId(map, c)
    return h < 0 ? null : [g.x[h]!, g.y[h]!] // otherwise a hex id
  }
  const label = (x: number, y: number) => (
    <g transform={`translate(${x} ${y + R * 0.95})`}>
      <rect x="-38" y="-15" width="76" height="28" rx="6" fill={GREEN} stroke="#fff" strokeWidth="3" />
      <text y="6" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        {ANALYSIS_STRINGS[lang].better}
      </text>
    </g>
  )
  return (
    <g pointerEvents="none" data-testid="analysis-better" data-kind={d.kind} data-grade={d.grade}>
      <defs>
        <marker id="an-arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill={GREEN} />
        </marker>
      </defs>
      {marks.paths.map((p, i) => {
        const pts = p.map(at).filter((x): x is [number, number] => x !== null)
        if (pts.length < 2) return null
        const s = pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
        const [x1, y1] = pts[pts.length - 1]!
        return (
          <g key={`p${i}`} data-better-path={p[p.length - 1]}>
            <polyline points={s} fill="none" stroke="#fff" strokeWidth="11" strokeOpacity="0.7" strokeLinecap="round" />
            <polyline
              points={s}
              fill="none"
              stroke={GREEN}
              strokeWidth="5"
              strokeDasharray="12 7"
              strokeLinecap="round"
              strokeLinejoin="round"
              markerEnd="url(#an-arrow)"
            />
            {marks.paths.length === 1 && label(x1, y1)}
          </g>
        )
      })}
      {marks.combats.map((c, i) => {
        const to = at(c.to)
        if (!to) return null
        return (
          <g key={`c${i}`} data-better-combat={c.to}>
            {c.from.map((f, k) => {
              const p = at(f)
              if (!p) return null
              const dx = to[0] - p[0]
              const dy = to[1] - p[1]
              const len = Math.hypot(dx, dy) || 1
              return (
                <line
                  key={k}
                  x1={p[0]}
                  y1={p[1]}
                  x2={to[0] - (dx / len) * R * 0.7}
                  y2={to[1] - (dy / len) * R * 0.7}
                  stroke={GREEN}
                  strokeWidth="6"
                  strokeDasharray="12 7"
                  markerEnd="url(#an-arrow)"
                />
              )
            })}
            <polygon
              points={g.points[hexId(map, c.to)]}
              fill="none"
              stroke={GREEN}
              strokeWidth="6"
              strokeDasharray="12 7"
            />
            {label(to[0], to[1])}
          </g>
        )
      })}
    </g>
  )
}
