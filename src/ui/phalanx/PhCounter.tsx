// A Phalanx counter in the style of Greek pottery: South terracotta with black figures, North black with
// terracotta figures. Hoplites carry a round shield, the strategos a crested one, cavalry a horse's head,
// peltasts the crescent pelta, the camp a tent. The facing is a wedge pointing at the faced corner.
import { valuesOf, type PhUnit } from '../../phalanx'

export const SIDE_COLOURS = {
  south: { bg: '#c8693a', fg: '#1d1410', edge: '#5a2a12' },
  north: { bg: '#1f1b18', fg: '#e0955c', edge: '#000' },
} as const

/** The corner of a pointy-topped hex for facing f (F12 = north, clockwise), at distance r. */
export const corner = (f: number, r: number): [number, number] => {
  const a = ((-90 + 60 * f) * Math.PI) / 180
  return [Math.cos(a) * r, Math.sin(a) * r]
}

function Figure({ unit, fg, bg }: { unit: PhUnit; fg: string; bg: string }) {
  if (unit.type === 'hoplites')
    return (
      <g>
        {unit.strategos && <path d="M-9 -15 Q0 -27 9 -15 L5 -13 Q0 -20 -5 -13 Z" fill={fg} />}
        <circle r="11" cy="-2" fill={fg} />
        <circle r="7.5" cy="-2" fill="none" stroke={bg} strokeWidth="1.6" />
        {unit.strategos ? (
          <text y="2.5" textAnchor="middle" fontSize="11" fontWeight="700" fill={bg} fontFamily="Georgia, serif">
            Σ
          </text>
        ) : (
          <circle r="2.4" cy="-2" fill={bg} />
        )}
      </g>
    )
  if (unit.type === 'cavalry')
    return (
      <path
        d="M-9 9 L-6 -3 Q-4 -11 3 -13 L5 -16 L7 -12 Q12 -9 12 -4 L10 -2 Q6 -5 4 -3 Q2 2 4 9 Z"
        fill={fg}
        stroke={fg}
        strokeLinejoin="round"
      />
    )
  if (unit.type === 'peltasts')
    return (
      <path
        d="M-13 -9 Q0 -2 13 -9 Q11 7 0 9 Q-11 7 -13 -9 Z M-7 -4 Q0 1 7 -4 Q5 3 0 4 Q-5 3 -7 -4 Z"
        fill={fg}
        fillRule="evenodd"
      />
    )
  // The camp: a tent behind a palisade.
  return (
    <g fill={fg}>
      <path d="M-10 6 L0 -13 L10 6 Z" />
      <path d="M-2 6 L0 -1 L2 6 Z" fill={bg} />
      <rect x="-13" y="6" width="26" height="3" />
    </g>
  )
}

export interface CounterProps {
  unit: PhUnit
  x: number
  y: number
  /** Half the counter's width in board units. */
  size: number
  selected?: boolean
  target?: boolean
  attacker?: boolean
  candidate?: boolean
  moved?: boolean
  /** Off-board counters (waiting in the camp) have no data-at. */
  inCamp?: boolean
  label: string
}

export function PhCounter({
  unit,
  x,
  y,
  size,
  selected,
  target,
  attacker,
  candidate,
  moved,
  inCamp,
  label,
}: CounterProps) {
  const c = SIDE_COLOURS[unit.side]
  const v = valuesOf(unit)
  const k = size / 18
  const ring = target ? '#d50000' : attacker ? '#ffb300' : selected ? '#ffe082' : candidate ? '#ffb300' : null
  return (
    <g
      className="ph-counter"
      data-unit={unit.id}
      data-at={inCamp ? undefined : unit.location}
      data-in-camp={inCamp ? 'true' : undefined}
      data-facing={unit.facing ?? undefined}
      data-selected={selected ? 'true' : undefined}
      data-target={target ? 'true' : undefined}
      data-attacker={attacker ? 'true' : undefined}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      style={{ cursor: 'pointer' }}
      opacity={moved ? 0.82 : 1}
    >
      <title>{label}</title>
      {ring && (
        <rect
          x={-size - 4}
          y={-size - 4}
          width={2 * size + 8}
          height={2 * size + 8}
          rx={6}
          fill="none"
          stroke={ring}
          strokeWidth={candidate && !attacker && !target && !selected ? 2.5 : 4}
          strokeDasharray={candidate && !attacker && !target && !selected ? '5 3' : undefined}
        />
      )}
      <rect
        x={-size}
        y={-size}
        width={2 * size}
        height={2 * size}
        rx={4}
        fill={c.bg}
        stroke={c.edge}
        strokeWidth={1.5}
      />
      {/* A meander band along the top, the pottery touch. */}
      <path
        d={`M${-size + 3} ${-size + 4} h${2 * size - 6}`}
        stroke={c.fg}
        strokeWidth={1.4}
        strokeDasharray="3 2"
        opacity={0.8}
      />
      <g transform={`scale(${k.toFixed(3)})`}>
        <Figure unit={unit} fg={c.fg} bg={c.bg} />
      </g>
      <text
        y={size - 3}
        textAnchor="middle"
        fontSize={size * 0.5}
        fontWeight={700}
        fill={c.fg}
        fontFamily="Arial, sans-serif"
      >
        {`${v.attack}-${v.defence}-${v.speed}`}
      </text>
      {moved && <circle cx={size - 4} cy={-size + 4} r={3} fill={c.fg} />}
    </g>
  )
}

/** The facing wedge drawn over the hex, pointing at the faced corner (clearly outside the counter). */
export function FacingWedge({ x, y, facing, r }: { x: number; y: number; facing: number; r: number }) {
  const [tx, ty] = corner(facing, r * 0.97)
  const [lx, ly] = corner(facing - 0.4, r * 0.6)
  const [rx, ry] = corner(facing + 0.4, r * 0.6)
  return (
    <path
      className="ph-wedge"
      d={`M${(x + tx).toFixed(1)} ${(y + ty).toFixed(1)} L${(x + lx).toFixed(1)} ${(y + ly).toFixed(1)} L${(x + rx).toFixed(1)} ${(y + ry).toFixed(1)} Z`}
      fill="#ffd54f"
      stroke="#3e2a00"
      strokeWidth={1.5}
      pointerEvents="none"
    />
  )
}
