// The highlights of the reviewed step on the board: from → to, attackers → defender with the result, losses.
import { hexId } from '../../engine'
import { RESULT_LABEL } from '../../i18n'
import { map } from '../../store/app'
import { useUi } from '../../store/ui'
import { boardGeom, R } from '../board/geom'
import { MARK_COLOR, type StepMarks } from './stepMarks'
import { BetterLayer } from './BetterLayer'

export function ReviewMarks({ marks }: { marks: StepMarks }) {
  const lang = useUi((s) => s.lang)
  const g = boardGeom(map)
  const at = (c: string): [number, number] | null => {
    const h = hexId(map, c)
    return h < 0 ? null : [g.x[h]!, g.y[h]!] // otherwise a hex id
  }
  return (
    <g pointerEvents="none" className="review-marks" data-testid="review-marks">
      <defs>
        {Object.entries(MARK_COLOR).map(([k, c]) => (
          <marker
            key={k}
            id={`rv-arrow-${k}`}
            viewBox="0 0 10 10"
            refX="7"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={c} />
          </marker>
        ))}
      </defs>
      {marks.paths.map((p, i) => {
        const pts = p.hexes.map(at).filter((x): x is [number, number] => x !== null)
        if (pts.length < 2) return null // so pts and p.hexes have a first and a last
        const s = pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
        const [x0, y0] = pts[0]!
        const [x1, y1] = pts[pts.length - 1]!
        return (
          <g key={`p${i}`} data-review-path={p.kind} data-from={p.hexes[0]} data-to={p.hexes[p.hexes.length - 1]}>
            <circle
              cx={x0}
              cy={y0}
              r={R * 0.55}
              fill="none"
              stroke={MARK_COLOR[p.kind]}
              strokeWidth="5"
              strokeDasharray="8 6"
            />
            <polyline
              points={s}
              fill="none"
              stroke="#fff"
              strokeWidth="12"
              strokeOpacity="0.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <polyline
              points={s}
              fill="none"
              stroke={MARK_COLOR[p.kind]}
              strokeWidth="6"
              strokeLinecap="round"
              strokeLinejoin="round"
              markerEnd={`url(#rv-arrow-${p.kind})`}
            />
            <polygon
              points={g.points[hexId(map, p.hexes[p.hexes.length - 1]!)]}
              fill="none"
              stroke={MARK_COLOR[p.kind]}
              strokeWidth="6"
            />
            <circle cx={x1} cy={y1} r="1" fill="none" />
          </g>
        )
      })}
      {marks.combats.map((c, i) => {
        const to = at(c.to)
        if (!to) return null
        return (
          <g key={`c${i}`} data-review-combat={c.to} data-result={c.result}>
            {c.from.map((f, k) => {
              const p = at(f)
              if (!p) return null
              // Stop short of the defender's centre so the arrowhead sits on its edge.
              const dx = to[0] - p[0]
              const dy = to[1] - p[1]
              const d = Math.hypot(dx, dy) || 1
              const ex = to[0] - (dx / d) * R * 0.7
              const ey = to[1] - (dy / d) * R * 0.7
              return (
                <line
                  key={k}
                  x1={p[0]}
                  y1={p[1]}
                  x2={ex}
                  y2={ey}
                  stroke="#b3261e"
                  strokeWidth="7"
                  strokeDasharray={c.fire ? '10 7' : undefined}
                  markerEnd="url(#rv-arrow-combat)"
                />
              )
            })}
            <polygon points={g.points[hexId(map, c.to)]} fill="none" stroke="#b3261e" strokeWidth="7" />
            <g transform={`translate(${to[0]} ${to[1] - R * 0.95})`}>
              <rect x="-30" y="-17" width="60" height="30" rx="6" fill="#b3261e" stroke="#fff" strokeWidth="3" />
              <text y="6" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
                {RESULT_LABEL[c.result][lang]}
              </text>
            </g>
          </g>
        )
      })}
      {marks.destroyed.map((h, i) => {
        const p = at(h)
        if (!p) return null
        const k = R * 0.45
        return (
          <g key={`d${i}`} data-review-destroyed={h} stroke="#b3261e" strokeWidth="9" strokeLinecap="round">
            <line x1={p[0] - k} y1={p[1] - k} x2={p[0] + k} y2={p[1] + k} />
            <line x1={p[0] + k} y1={p[1] - k} x2={p[0] - k} y2={p[1] + k} />
          </g>
        )
      })}
      <BetterLayer />
    </g>
  )
}
