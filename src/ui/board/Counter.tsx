// One combat unit counter, drawn like a classic wargame counter (front or back side). On the board its shadow is
// drawn under all the counters at once (CountersLayer); a picture (the side panel's) has its own.
import { memo } from 'react'
import { faceOf, isFlipped, type UnitState } from '../../engine'
import type { Lang } from '../../i18n'
import { unitLabel } from '../labels'
import { BAND, COUNTER, SIDE_BACK, SIDE_FILL, SIDE_INK } from './counterStyle'
import { COUNTER_INK, counterStrokes } from './counterStrokes'
import { f1 } from './geom'

/**
 * A counter's board marks as test hooks: attackable (attack overlay), threatened (threats overlay). The selected one's
 * (data-selected) is put on by SelectionMarks, so that a click does not re-render the counters.
 */
export interface CounterFlags {
  attackable?: boolean
  threatened?: boolean
}

function CounterImpl({
  unit,
  x,
  y,
  picture,
  shadow,
  lang = 'ru',
  flags,
}: {
  unit: UnitState
  x: number
  y: number
  picture?: boolean
  /** Its own shadow, as a picture has: while it slides, away from where the board's shadows are drawn. */
  shadow?: boolean
  lang?: Lang
  flags?: CounterFlags
}) {
  const back = isFlipped(unit)
  const face = faceOf(unit)
  const fill = back ? SIDE_BACK[unit.side] : SIDE_FILL[unit.side]
  const ink = back ? SIDE_INK[unit.side] : '#ffffff'
  const s = COUNTER
  const band = BAND[unit.nationality]
  const limbered = unit.type === 'artillery' && unit.limbered
  const str = limbered ? `(${face.strength})` : String(face.strength)
  // Every part in board coordinates rather than under a translate: a transform per counter is a paint property of its
  // own, and a hundred of them made each frame's layer update (the browser's compositing step) cost ≈ 1.7 ms more.
  const cx = f1(x)
  const cy = f1(y)
  const left = f1(x - s / 2)
  const top = f1(y - s / 2)
  return (
    <g
      data-unit={picture ? undefined : unit.id}
      data-at={picture ? undefined : (unit.hex ?? undefined)}
      data-back={back ? 'true' : undefined}
      data-limbered={limbered ? 'true' : undefined}
      data-attackable={flags?.attackable ? 'true' : undefined}
      data-threatened={flags?.threatened ? 'true' : undefined}
      className="counter"
    >
      {(picture || shadow) && <CounterShadow x={x} y={y} />}
      <rect x={left} y={top} width={s} height={s} rx="4" fill={fill} stroke="#151515" strokeWidth="1.4" />
      {back && !limbered && <rect x={left} y={top} width={s} height={s} rx="4" fill="url(#pat-stripes)" />}
      {band && <rect x={f1(left + 1)} y={f1(top + 1)} width={s - 2} height="7" fill={band} />}
      <text
        x={cx}
        y={f1(top + (band ? 18 : 14))}
        fontSize="12"
        fontWeight="700"
        fill={ink}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
      >
        {unitLabel(unit, lang)}
      </text>
      <path
        d={counterStrokes(unit.type, limbered, `${str}-${face.mp}`, cx, cy, s)}
        data-wheels={limbered ? 'true' : undefined}
        stroke={ink}
        strokeWidth={COUNTER_INK}
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </g>
  )
}

export const Counter = memo(CounterImpl)

/** A counter's shadow as path data (a rounded square below and right of it), to draw many shadows as one path. */
export function counterShadowPath(x: number, y: number): string {
  const s = COUNTER
  const l = f1(x - s / 2 + 2.5)
  const t = f1(y - s / 2 + 3)
  const e = s - 8
  return `M${f1(l + 4)} ${t}h${e}a4 4 0 0 1 4 4v${e}a4 4 0 0 1 -4 4h${-e}a4 4 0 0 1 -4 -4v${-e}a4 4 0 0 1 4 -4Z`
}

/** The shadows' paint, as each counter had it. */
export const SHADOW = { fill: '#000', fillOpacity: 0.35 } as const

function CounterShadow({ x, y }: { x: number; y: number }) {
  return <path d={counterShadowPath(x, y)} {...SHADOW} />
}
