// The computer's last move on the board, while it plays: its path and the hex it ended in, so the
// person can follow what it did one counter at a time.
import { hexId } from '../../engine'
import { useAi } from '../../store/ai'
import { map } from '../../store/app'
import { boardGeom } from '../board/geom'
import { HexRings } from '../board/PathOverlay'

export function AiMoveMark() {
  const path = useAi((s) => s.lastPath)
  if (!path?.length) return null
  const g = boardGeom(map)
  const pts = path
    .map((c) => hexId(map, c))
    .filter((h) => h >= 0)
    .map((h) => `${g.x[h]!.toFixed(1)},${g.y[h]!.toFixed(1)}`) // hex ids
    .join(' ')
  return (
    <g pointerEvents="none" className="ai-move-mark" data-testid="ai-move-mark">
      {path.length > 1 && (
        <>
          <polyline
            points={pts}
            fill="none"
            stroke="#fff"
            strokeWidth="9"
            strokeOpacity="0.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <polyline
            points={pts}
            fill="none"
            stroke="#6b3e0a"
            strokeWidth="4"
            strokeDasharray="9 6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
      <HexRings hexes={[path[path.length - 1]!]} color="#6b3e0a" width={10} />
      <HexRings hexes={[path[path.length - 1]!]} color="#ffd54f" width={4} />
    </g>
  )
}
