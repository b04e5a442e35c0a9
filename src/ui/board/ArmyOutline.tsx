// A simplified outline of each army, drawn when the map is zoomed out so far that the counters are hard to read:
// the hexes a side holds filled in its colour with one thick line around each group of them, so the front shows
// at a glance. The line is the union's outline: every hex is drawn stroked first, then filled without a stroke over
// all of them, which leaves the stroke only where a hex has no neighbour of the same army.
import { memo, useMemo } from 'react'
import { hexId, isOnMap, type GameState, type Side } from '../../engine'
import { map } from '../../store/app'
import { boardGeom, R } from './geom'

/** Below this many screen pixels per hex radius the outline is drawn. */
export const OUTLINE_BELOW_PX = 24

const COLOUR: Record<Side, { line: string; fill: string }> = {
  fr: { line: '#2f4f9a', fill: '#c9d4ef' },
  ru: { line: '#3b6b34', fill: '#cfe3c8' },
}

function Army({ points, side }: { points: string[]; side: Side }) {
  const c = COLOUR[side]
  return (
    <g data-army-outline={side}>
      <g fill={c.line} stroke={c.line} strokeWidth={R * 0.5} strokeLinejoin="round">
        {points.map((p, i) => (
          <polygon key={i} points={p} />
        ))}
      </g>
      <g fill={c.fill}>
        {points.map((p, i) => (
          <polygon key={i} points={p} />
        ))}
      </g>
    </g>
  )
}

export const ArmyOutline = memo(function ArmyOutline({ units }: { units: GameState['units'] }) {
  const g = boardGeom(map)
  const bySide = useMemo(() => {
    const out: Record<Side, string[]> = { fr: [], ru: [] }
    for (const u of Object.values(units)) {
      if (!isOnMap(u)) continue
      const h = hexId(map, u.hex)
      if (h >= 0) out[u.side].push(g.points[h]!) // a hex id
    }
    return out
  }, [units, g])
  return (
    <g opacity={0.55} pointerEvents="none" data-testid="army-outline">
      <Army points={bySide.fr} side="fr" />
      <Army points={bySide.ru} side="ru" />
    </g>
  )
})
