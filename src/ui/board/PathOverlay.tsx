// The hovered path of a move: a line through the hex centres with the total cost at the end, and a warning badge there
// when the coach warns about that move (the tooltip says what).
import { hexId } from '../../engine'
import { map } from '../../store/app'
import { boardGeom } from './geom'

export function PathOverlay({ path, cost, warn }: { path: string[] | null; cost: number | null; warn?: boolean }) {
  if (!path) return null
  const g = boardGeom(map)
  // A path of this map's hexes, never empty (it starts where the mover stands): all are hex ids.
  const pts = path.map((c) => hexId(map, c)).map((h) => `${g.x[h]!.toFixed(1)},${g.y[h]!.toFixed(1)}`)
  const last = hexId(map, path[path.length - 1]!)
  return (
    <g pointerEvents="none" className="path-overlay" data-warn={warn ? 'true' : undefined}>
      <polyline
        points={pts.join(' ')}
        fill="none"
        stroke="#ffffff"
        strokeWidth="11"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeOpacity="0.8"
      />
      <polyline
        points={pts.join(' ')}
        fill="none"
        stroke="#c0392b"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="12 7"
      />
      <circle cx={g.x[last]} cy={g.y[last]} r="15" fill="#c0392b" stroke="#fff" strokeWidth="2.5" />
      <text
        x={g.x[last]}
        y={g.y[last]! + 5.5}
        fontSize="15"
        fontWeight="700"
        fill="#fff"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
      >
        {cost}
      </text>
      {warn && (
        <g className="path-warn">
          <circle cx={g.x[last]! + 15} cy={g.y[last]! - 15} r="10" fill="#f1c40f" stroke="#000" strokeWidth="2" />
          <text
            x={g.x[last]! + 15}
            y={g.y[last]! - 10}
            fontSize="15"
            fontWeight="700"
            fill="#000"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
          >
            !
          </text>
        </g>
      )}
    </g>
  )
}

/** A thick ring around selected or highlighted hexes. */
export function HexRings({
  hexes,
  color,
  width = 5,
  dash,
}: {
  hexes: string[]
  color: string
  width?: number
  dash?: string
}) {
  const g = boardGeom(map)
  return (
    <g pointerEvents="none" fill="none" stroke={color} strokeWidth={width} strokeDasharray={dash}>
      {hexes.map((c) => {
        const h = hexId(map, c)
        return h < 0 ? null : <polygon key={c} points={g.points[h]} />
      })}
    </g>
  )
}
