// A commander's marker: a round badge with a star and his rating, offset so the unit under it stays visible. On the
// board the badges' shadows are one path (CountersLayer); a picture has its own.
// Large enough that the rating reads at the default zoom (about 12 px); CountersLayer spaces badges 36 units apart.
import { memo } from 'react'
import type { CommanderState } from '../../engine'
import { SIDE_FILL } from './counterStyle'
import { f1 } from './geom'
import { star } from './commanderMarks'

function CommanderImpl({
  c,
  x,
  y,
  lang,
  picture,
  shadow,
}: {
  c: CommanderState
  x: number
  y: number
  lang: 'ru' | 'en'
  picture?: boolean
  /** Its own shadow, as a picture has: while it slides, away from where the board's shadows are drawn. */
  shadow?: boolean
}) {
  // Board coordinates rather than a translate per marker: see Counter (a transform each is a paint property each).
  const cx = f1(x)
  const cy = f1(y)
  return (
    <g
      data-commander={picture ? undefined : c.id}
      data-at={picture ? undefined : (c.hex ?? undefined)}
      className="commander"
    >
      <title>{`${c.name[lang]} (${c.rating})`}</title>
      {(picture || shadow) && <path d={commanderShadowPath(x, y)} fill="#000" fillOpacity="0.35" />}
      <circle r="17" cx={cx} cy={cy} fill={SIDE_FILL[c.side]} stroke="#e9c15a" strokeWidth="2.5" />
      <path d={star(cx, f1(cy - 9))} fill="#f3d27a" />
      <text
        x={cx}
        y={f1(cy + 13)}
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

/** A badge's shadow as path data (a circle below and right of it), to draw many shadows as one path. */
export function commanderShadowPath(x: number, y: number): string {
  const cx = f1(f1(x) + 2)
  const cy = f1(f1(y) + 2.5)
  return `M${f1(cx - 17)} ${cy}a17 17 0 1 0 34 0a17 17 0 1 0 -34 0Z`
}
