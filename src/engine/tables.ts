// The rules' tables and the map's codes: constants only (no functions), with the types that key them. The rules
// reference draws its tables from them (src/ui/rules, tools/rules-doc.ts), the board reads the map's terrain and
// hexside codes, the words name the combat table's columns. A door of its own beside the app's
// (src/engine/index.ts), open to every caller, so that the app's door lists what the rules do and answer, not each
// number of the rulebook. tests/lint/engineDoors.test.ts proves it holds no functions.

// The rule ids, in the rulebook's order (the reference lists them).
export { RULE_IDS, type RuleId } from './core/rules'

// The map (MAP.*): terrains and directions, and the codes of the compiled map's terrain and hexside tables.
export { DIR_NAMES, TERRAINS, type DirName, type Level, type Terrain } from './core/types'
export {
  SIDE_BRIDGE,
  SIDE_FRONT,
  SIDE_FRONT_OTHER,
  SIDE_FRONT_OWN,
  SIDE_RIVER,
  SIDE_ROAD,
  T_BRUSH,
  T_FOREST,
  T_VILLAGE,
} from './map/map'

// What crossing a hexside costs (MOVE.2–4).
export { BRIDGE_COST, FRONT_COST, RIVER_COST, ROAD_COST, SLOPE_COST, TERRAIN_COST } from './movement/moveCost'

// The combat results table (CBT.7) and the artillery's ranges and range modifiers (ART.*).
export { CRT, CRT_COLUMNS, MAX_DIFF, MIN_DIFF } from './combat/crt'
export { BASE_RANGE, LONG_RANGE, RANGE_MODIFIER, type TargetClass } from './combat/artillery'

// The length of the game (SEQ.1) and the Russian army's total strength, against which losses are weighed (WIN.1).
export { LAST_TURN } from './core/state'
export { RUSSIAN_TOTAL, SEED_EDGES } from './sequence/victory'
