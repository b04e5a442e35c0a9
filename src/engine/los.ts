// Line of sight for artillery (ART.3): forest and village hexes between the two hexes block it.
import { lineBetween } from './geometry'
import { T_FOREST, T_VILLAGE, type GameMap } from './map'

export interface Sight {
  visible: boolean
  /** The blocking hexes (one, or the two on either side of a hexside), when blocked. */
  blockedBy: number[]
}

const blocks = (map: GameMap, h: number): boolean => h >= 0 && (map.terrain[h] === T_FOREST || map.terrain[h] === T_VILLAGE)

/**
 * Traces the line twice with opposite nudges: where the traces differ the line runs along
 * a hexside, and it is blocked there only when both hexes of that side block.
 */
export function lineOfSight(map: GameMap, from: number, to: number): Sight {
  const { plus, minus } = lineBetween(map.geo, from, to)
  for (let i = 1; i < plus.length - 1; i++) {
    const a = plus[i]
    const b = minus[i]
    if (blocks(map, a) && blocks(map, b)) return { visible: false, blockedBy: a === b ? [a] : [a, b] }
  }
  return { visible: true, blockedBy: [] }
}
