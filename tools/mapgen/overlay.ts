// Hand corrections applied after rasterizing (data/map-overlay.json), so the map can be rebuilt.
import type { Bilingual, HexCode } from '../../src/engine'
import type { Level, Terrain } from '../../src/engine/tables'

export interface HexPatch {
  hex: HexCode
  level?: Level
  terrain?: Terrain
  /** A name to print on the hex; null removes a generated one. */
  name?: Bilingual | null
  why: string
}

export interface Overlay {
  about?: string
  hexes: HexPatch[]
}
