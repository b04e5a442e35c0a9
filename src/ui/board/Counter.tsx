// One combat unit counter, drawn like a classic wargame counter (front or back side).
import { memo } from 'react'
import { faceOf, isFlipped, type UnitState } from '../../engine'
import type { Lang } from '../../i18n'
import { unitLabel } from '../labels'
import { BAND, COUNTER, SIDE_BACK, SIDE_FILL, SIDE_INK } from './counterStyle'

/** The NATO symbol as one path, centred 3 units below the counter's centre (few elements per counter). */
function Nato({ type, ink }: { type: UnitState['type']; ink: string }) {
  const w = 30
  const h = 18
  const x0 = -w / 2
  const y0 = -h / 2 + 3
  let d = `M${x0} ${y0}h${w}v${h}h${-w}Z`
  if (type === 'infantry') d += `M${x0} ${y0}L${w / 2} ${y0 + h}M${x0} ${y0 + h}L${w / 2} ${y0}`
  if (type === 'cavalry') d += `M${x0} ${y0 + h}L${w / 2} ${y0}`
  const dot = type === 'artillery' ? `M-4.5 ${y0 + h / 2}a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z` : ''
  return (
    <>
      <path d={d} stroke={ink} strokeWidth="1.8" fill="none" />
      {dot && <path d={dot} fill={ink} />}
    </>
  )
}

/** A limbered battery (UNIT.3) shows wheels beside its symbol; a demoralized unit is hatched instead. */
function Wheels({ ink }: { ink: string }) {
  return (
    <g stroke={ink} strokeWidth="1.6" fill="none" data-wheels="true">
      {[-21, 21].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="1" r="5" />
          <path d={`M${cx - 5} 1H${cx + 5}M${cx} -4V6`} strokeWidth="1.1" />
        </g>
      ))}
    </g>
  )
}

/** A counter's board marks as test hooks: selected, attackable (attack overlay), threatened (threats overlay). */
export interface CounterFlags {
  selected?: boolean
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
  return (
    <g
      data-unit={picture ? undefined : unit.id}
      data-at={picture ? undefined : (unit.hex ?? undefined)}
      data-back={back ? 'true' : undefined}
      data-limbered={limbered ? 'true' : undefined}
      data-selected={flags?.selected ? 'true' : undefined}
      data-attackable={flags?.attackable ? 'true' : undefined}
      data-threatened={flags?.threatened ? 'true' : undefined}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      className="counter"
    >
      <rect x={-s / 2 + 2.5} y={-s / 2 + 3} width={s} height={s} rx="4" fill="#000" fillOpacity="0.35" />
      <rect x={-s / 2} y={-s / 2} width={s} height={s} rx="4" fill={fill} stroke="#151515" strokeWidth="1.4" />
      {back && !limbered && <rect x={-s / 2} y={-s / 2} width={s} height={s} rx="4" fill="url(#pat-stripes)" />}
      {band && <rect x={-s / 2 + 1} y={-s / 2 + 1} width={s - 2} height="7" fill={band} />}
      <text
        y={-s / 2 + (band ? 18 : 14)}
        fontSize="12"
        fontWeight="700"
        fill={ink}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
      >
        {unitLabel(unit, lang)}
      </text>
      <Nato type={unit.type} ink={ink} />
      {limbered && (
        <g transform="translate(0 5)">
          <Wheels ink={ink} />
        </g>
      )}
      <text y={s / 2 - 5} fontSize="15" fontWeight="700" fill={ink} textAnchor="middle" fontFamily="Arial, sans-serif">
        {`${str}-${face.mp}`}
      </text>
    </g>
  )
}

export const Counter = memo(CounterImpl)
