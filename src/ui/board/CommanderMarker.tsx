// A commander's marker: a round badge with a star and his rating, offset so the unit under it stays visible.
// Large enough that the rating reads at the default zoom (about 12 px); CountersLayer spaces badges 36 units apart.
import { memo } from 'react'
import type { CommanderState } from '../../engine'
import { SIDE_FILL } from './counterStyle'

function CommanderImpl({
  c,
  x,
  y,
  lang,
  picture,
  selected,
}: {
  c: CommanderState
  x: number
  y: number
  lang: 'ru' | 'en'
  picture?: boolean
  selected?: boolean
}) {
  return (
    <g
      data-commander={picture ? undefined : c.id}
      data-at={picture ? undefined : (c.hex ?? undefined)}
      data-selected={selected ? 'true' : undefined}
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      className="commander"
    >
      <title>{`${c.name[lang]} (${c.rating})`}</title>
      <circle r="17" cx="2" cy="2.5" fill="#000" fillOpacity="0.35" />
      <circle r="17" fill={SIDE_FILL[c.side]} stroke="#e9c15a" strokeWidth="2.5" />
      <path
        d="M0 -11 L2.6 -4.5 L9.5 -4.2 L4.2 0.2 L6 6.8 L0 3 L-6 6.8 L-4.2 0.2 L-9.5 -4.2 L-2.6 -4.5Z"
        fill="#f3d27a"
        transform="translate(0 -9) scale(0.62)"
      />
      <text
        y="13"
        fontSize="17"
        fontWeight="700"
        fill="#fff"
        stroke={SIDE_FILL[c.side]}
        strokeWidth="0.6"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
      >
        {c.rating}
      </text>
    </g>
  )
}

export const CommanderMarker = memo(CommanderImpl)
