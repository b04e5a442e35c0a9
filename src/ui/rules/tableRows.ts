// The rows of the rules reference's tables that come from the engine's constants: the dialog draws them
// (ModifierTables.tsx) and tools/rules-doc.ts writes them into docs/rules.md.
import type { Nationality } from '../../engine'
import {
  BRIDGE_COST,
  FRONT_COST,
  LONG_RANGE,
  RIVER_COST,
  ROAD_COST,
  SLOPE_COST,
  TERRAIN_COST,
} from '../../engine/tables'

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n))

/** MOVE.3: what entering costs, keyed like the texts' `rules.costRows` and `rules.costNotes`. */
export const MOVE_COST_ROWS: ReadonlyArray<readonly [string, string]> = [
  ['clear', String(TERRAIN_COST[0])],
  ['forest', String(TERRAIN_COST[2])],
  ['brush', String(TERRAIN_COST[3])],
  ['slope', `+${SLOPE_COST}`],
  ['river', `+${RIVER_COST}`],
  ['bridge', `+${BRIDGE_COST}`],
  ['front', `+${FRONT_COST}`],
  ['road', String(ROAD_COST)],
]

/** ART.4: the range columns of the artillery table, each given to the texts' `rules.range`. */
export const ART_RANGES: readonly string[] = ['1', '2', `3–${LONG_RANGE}`]

/** UNIT.4: the contingents in the order of the band table. */
export const NATIONALITY_ORDER: readonly Nationality[] = ['french', 'russian', 'italian', 'polish', 'german']
