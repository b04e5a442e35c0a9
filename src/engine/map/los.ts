// Line of sight for artillery (ART.3): forest and village hexes between the two hexes block it.
import { lineBetween } from '../../core/geometry'
import { T_FOREST, T_VILLAGE, type GameMap } from './map'

export interface Sight {
  visible: boolean
  /** The blocking hexes (one, or the two on either side of a hexside), when blocked. */
  blockedBy: number[]
}

const blocks = (map: GameMap, h: number): boolean =>
  h >= 0 && (map.terrain[h] === T_FOREST || map.terrain[h] === T_VILLAGE)

/** Samples per hex of range: not a multiple of 3, so no sample falls exactly on a hex corner. */
const SAMPLES_PER_HEX = 8

/**
 * Samples the line finely, each sample traced with two opposite nudges. A sample inside one hex
 * is blocked by that hex; a sample on a hexside (the two traces differ) only when both hexes block,
 * so a line running along a hexside passes unless both sides are forest or village. The end
 * hexes never block.
 */
export function lineOfSight(map: GameMap, from: number, to: number): Sight {
  const { plus, minus } = lineBetween(map.geo, from, to, SAMPLES_PER_HEX)
  const inner = (h: number): boolean => h !== from && h !== to
  for (let i = 1; i < plus.length - 1; i++) {
    // lineBetween gives both lists the same length: i is in range for each.
    const a = plus[i]!
    const b = minus[i]!
    if (a === b) {
      if (inner(a) && blocks(map, a)) return { visible: false, blockedBy: [a] }
    } else if (inner(a) && inner(b) && blocks(map, a) && blocks(map, b)) {
      return { visible: false, blockedBy: [a, b] }
    }
  }
  return { visible: true, blockedBy: [] }
}
