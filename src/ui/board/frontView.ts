// The "front" view: where the armies meet — the units whose nearest enemy is at most two hexes farther than the
// closest pair of enemies on the map (in contact, the fighting units and their neighbours; before contact, the whole
// facing line, not only its nearest point). With no enemy on the map, the units of the side to act. Pure: the
// camera fits the box of these hexes (useViewport's `show`).
import { actingSide, hexId, isOnMap, type GameMap, type GameState, type HexCode } from '../../engine'
import { distance } from '../../core'
import type { Box } from './revealView'
import { boardGeom, R } from './geom'

/** How much farther than the closest pair a unit's nearest enemy may be for the unit to count as at the front. */
const DEPTH = 2

export function frontHexes(map: GameMap, state: GameState): HexCode[] {
  const units = Object.values(state.units).filter(isOnMap)
  const ids = units.map((u) => hexId(map, u.hex))
  const nearest = units.map((u, i) =>
    units.reduce((d, e, j) => (e.side === u.side ? d : Math.min(d, distance(map.geo, ids[i]!, ids[j]!))), Infinity),
  )
  const closest = Math.min(...nearest)
  if (closest === Infinity) {
    const side = actingSide(state)
    return units.filter((u) => u.side === side).map((u) => u.hex)
  }
  return [...new Set(units.filter((_, i) => nearest[i]! <= closest + DEPTH).map((u) => u.hex))]
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
