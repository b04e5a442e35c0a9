// The map as plain JSON-compatible data: what a map file holds before it is compiled.
import type { Bilingual, DirName, HexCode, Level, Terrain } from '../core/types'

export interface HexData {
  hex: HexCode
  level: Level
  terrain: Terrain
  /** Place name printed on the hex (villages, heights, earthworks). */
  name?: Bilingual
}

export interface RoadData {
  /** Optional id such as "new-smolensk"; roads run hex to adjacent hex. */
  id?: string
  name?: Bilingual
  hexes: HexCode[]
}

export interface RiverData {
  /** River id, e.g. "kolocha", "voyna". */
  id: string
  name?: Bilingual
  /** Hexsides carrying this river, each as the two hexes it separates. */
  sides: Array<[HexCode, HexCode]>
}

export interface RedoubtData {
  hex: HexCode
  name?: Bilingual
  /** Sides of the redoubt hex that carry the earthwork's front. */
  fronts: DirName[]
}

export interface MapData {
  id: string
  name?: Bilingual
  cols: number
  rows: number
  /** Every hex of the map exactly once. */
  hexes: HexData[]
  roads: RoadData[]
  rivers: RiverData[]
  /** Bridges, each a river hexside that also carries a road (MAP.4). */
  bridges: Array<[HexCode, HexCode]>
  redoubts: RedoubtData[]
}
