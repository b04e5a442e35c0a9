// Losses of both sides turn by turn (cumulative, in strength points), with the WIN.2 thresholds of Russian losses.
import { turnTime } from '../../engine'
import { RUSSIAN_TOTAL } from '../../engine/tables'
import type { TurnLosses } from '../../store/review'
import { useRT } from './useRT'

const W = 600
const H = 220
const PAD = { l: 40, r: 100, t: 12, b: 30 }
/** How far a side's final figure (as «Французы 323») runs right of its line's end, in the chart's units. */
const END_LABEL = 90
const THRESHOLDS = [26, 35, 50]

/** `lastTurn`: the game's last turn (a short scenario's, SCN.3); `seedBands`: whether WIN.2's thresholds judge it. */
export function LossChart({
  data,
  lastTurn = 20,
  seedBands = true,
}: {
  data: TurnLosses[]
  lastTurn?: number
  seedBands?: boolean
}) {
  const r = useRT()
  const turns = Math.max(lastTurn, data[data.length - 1]?.turn ?? 0)
  // A short scenario that starts later in the day (SCN.3) begins its axis at its own start.
  const start = data[0]?.turn ?? 0
  const top = Math.max(10, ...data.map((d) => Math.max(d.fr, d.ru)))
  // Show a threshold only when the losses come near it, so small losses stay readable; none in a game another rule
  // judges (WIN.3–4), where they would mislead.
  const shown = seedBands ? THRESHOLDS.filter((p) => (p / 100) * RUSSIAN_TOTAL <= top * 1.5) : []
  const max = Math.max(top, ...shown.map((p) => (p / 100) * RUSSIAN_TOTAL)) * 1.08
  const x = (t: number) => PAD.l + ((t - start) / Math.max(1, turns - start)) * (W - PAD.l - PAD.r)
  const y = (v: number) => H - PAD.b - (v / max) * (H - PAD.t - PAD.b)
  const line = (side: 'fr' | 'ru') => data.map((d) => `${x(d.turn).toFixed(1)},${y(d[side]).toFixed(1)}`).join(' ')
  const last = data[data.length - 1]
  // The sides' final figures are written at the line's end; at the axis' end they reach the thresholds' labels, and
  // a threshold's label that would share their line gives way (its dashed line stays).
  // The higher side's figure above its line's end, the other's below.
  const labelY = last
    ? { ru: y(last.ru) + (last.ru >= last.fr ? -4 : 12), fr: y(last.fr) + (last.fr > last.ru ? -4 : 12) }
    : null
  const atAxisEnd = last !== undefined && x(last.turn) > W - PAD.r - END_LABEL
  const nearEndLabel = (textY: number): boolean =>
    atAxisEnd && labelY !== null && (Math.abs(labelY.ru - textY) < 13 || Math.abs(labelY.fr - textY) < 13)
  const ticks = [0, Math.round(max / 2), Math.round(max * 0.95)]
  return (
    <svg
      className="loss-chart"
      data-testid="loss-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={r.end.chart}
      data-turns={data.length - 1}
    >
      <rect x={PAD.l} y={PAD.t} width={W - PAD.l - PAD.r} height={H - PAD.t - PAD.b} fill="#fffdf6" stroke="#c9b994" />
      {shown.map((p) => {
        const ly = y((p / 100) * RUSSIAN_TOTAL)
        return (
          <g key={p}>
            <line x1={PAD.l} x2={W - PAD.r} y1={ly} y2={ly} stroke="#a08050" strokeDasharray="5 4" />
            {!nearEndLabel(ly + 4) && (
              <text x={W - PAD.r + 4} y={ly + 4} fontSize="11" fill="#7a5a30">
                {p}% WIN.2
              </text>
            )}
          </g>
        )
      })}
      {ticks.map((v) => (
        <text key={v} x={PAD.l - 5} y={y(v) + 4} fontSize="11" textAnchor="end" fill="#5a4a35">
          {v}
        </text>
      ))}
      {(turns - start <= 10 ? [...new Set([1, 3, 5, 7, 9].map((d) => start + d).concat(turns))] : [1, 5, 10, 15, 20])
        .filter((t) => t <= turns)
        .map((t) => (
          <text key={t} x={x(t)} y={H - PAD.b + 15} fontSize="11" textAnchor="middle" fill="#5a4a35">
            {turnTime(t)}
          </text>
        ))}
      <text x={PAD.l} y={H - 3} fontSize="10" fill="#7a6f5c">
        {r.end.chartAxis}
      </text>
      <polyline points={line('fr')} fill="none" stroke="var(--fr)" strokeWidth="3" data-series="fr" />
      <polyline points={line('ru')} fill="none" stroke="var(--ru)" strokeWidth="3" data-series="ru" />
      {data.map((d) => (
        <circle
          key={`r${d.turn}`}
          cx={x(d.turn)}
          cy={y(d.ru)}
          r="2.5"
          fill="var(--ru)"
          data-turn={d.turn}
          data-ru={d.ru}
          data-fr={d.fr}
        />
      ))}
      {last && labelY && (
        <>
          <text x={x(last.turn) + 6} y={labelY.ru} fontSize="12" fontWeight="700" fill="var(--ru)">
            {r.sideName.ru} {last.ru}
          </text>
          <text x={x(last.turn) + 6} y={labelY.fr} fontSize="12" fontWeight="700" fill="var(--fr)">
            {r.sideName.fr} {last.fr}
          </text>
        </>
      )}
    </svg>
  )
}
