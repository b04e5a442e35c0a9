// The "front" view: the hexes where the armies touch — every unit on the map next to an enemy unit. With none in
// contact (the first moves, a lull), the units within three hexes of an enemy; with none of those either, the
// units of the side to act. Pure: the camera fits the box of these hexes (useViewport's `show`).
import { actingSide, hexId, isOnMap, type GameMap, type GameState, type HexCode } from '../../engine'
import { distance } from '../../core'
import type { Box } from './revealView'
import { boardGeom, R } from './geom'

const REACH = [1, 3] as const

export function frontHexes(map: GameMap, state: GameState): HexCode[] {
  const units = Object.values(state.units).filter(isOnMap)
  const ids = units.map((u) => hexId(map, u.hex))
  for (const reach of REACH) {
    const near = new Set<HexCode>()
    units.forEach((u, i) =>
      units.forEach((e, j) => {
        if (e.side !== u.side && distance(map.geo, ids[i]!, ids[j]!) <= reach) near.add(u.hex) // i, j index units
      }),
    )
    if (near.size) return [...near]
  }
  const side = actingSide(state)
  return units.filter((u) => u.side === side).map((u) => u.hex)
}

/** The board box around the hexes, a hex's radius of margin on each side; null for none. */
export function boxOf(map: GameMap, hexes: readonly HexCode[]): Box | null {
  const g = boardGeom(map)
  const ids = hexes.map((c) => hexId(map, c)).filter((h) => h >= 0)
  if (!ids.length) return null
  const xs = ids.map((h) => g.x[h]!) // hex ids
  const ys = ids.map((h) => g.y[h]!)
  return { x0: Math.min(...xs) - R, x1: Math.max(...xs) + R, y0: Math.min(...ys) - R, y1: Math.max(...ys) + R }
}
