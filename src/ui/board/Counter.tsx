// One combat unit counter, drawn like a classic wargame counter (front or back side).
import { memo } from 'react'
import { faceOf, isFlipped, type UnitState } from '../../engine'
import type { Lang } from '../../i18n'
import { unitLabel } from '../labels'
import { BAND, COUNTER, SIDE_BACK, SIDE_FILL, SIDE_INK } from './counterStyle'
import { f1 } from './geom'

/** The NATO symbol as one path, centred 3 units below the counter's centre (few elements per counter). */
function Nato({ type, ink, x, y }: { type: UnitState['type']; ink: string; x: number; y: number }) {
  const w = 30
  const h = 18
  const x0 = f1(x - w / 2)
  const y0 = f1(y - h / 2 + 3)
  let d = `M${x0} ${y0}h${w}v${h}h${-w}Z`
  if (type === 'infantry') d += `M${x0} ${y0}l${w} ${h}M${x0} ${f1(y0 + h)}l${w} ${-h}`
  if (type === 'cavalry') d += `M${x0} ${f1(y0 + h)}l${w} ${-h}`
  const dot = type === 'artillery' ? `M${f1(x - 4.5)} ${f1(y0 + h / 2)}a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z` : ''
  return (
    <>
      <path d={d} stroke={ink} strokeWidth="1.8" fill="none" />
      {dot && <path d={dot} fill={ink} />}
    </>
  )
}

/** A limbered battery (UNIT.3) shows wheels beside its symbol; a demoralized unit is hatched instead. */
function Wheels({ ink, x, y }: { ink: string; x: number; y: number }) {
  return (
    <g stroke={ink} strokeWidth="1.6" fill="none" data-wheels="true">
      {[-21, 21].map((dx) => {
        const cx = f1(x + dx)
        const cy = f1(y + 1)
        return (
          <g key={dx}>
            <circle cx={cx} cy={cy} r="5" />
            <path d={`M${f1(cx - 5)} ${cy}h10M${cx} ${f1(cy - 5)}v10`} strokeWidth="1.1" />
          </g>
        )
      })}
    </g>
  )
}

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
  lang = 'ru',
  flags,
}: {
  unit: UnitState
  x: number
  y: number
  picture?: boolean
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
      <rect x={f1(left + 2.5)} y={f1(top + 3)} width={s} height={s} rx="4" fill="#000" fillOpacity="0.35" />
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
      <Nato type={unit.type} ink={ink} x={cx} y={cy} />
      {limbered && <Wheels ink={ink} x={cx} y={f1(cy + 5)} />}
      <text
        x={cx}
        y={f1(cy + s / 2 - 5)}
        fontSize="15"
        fontWeight="700"
        fill={ink}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
      >
        {`${str}-${face.mp}`}
      </text>
    </g>
  )
}

export const Counter = memo(CounterImpl)
