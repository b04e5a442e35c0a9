// The second door into the engine, for the computer players (src/ai) and what stands beside them: the random player
// and synthetic games (src/sim), benchmarks and fuzzers (scripts/), the data tools (tools/) and tests. It holds
// what they need beyond the app's door (src/engine/index.ts), which they use as well: playouts, the raw tables
// derived from a state, the reach search's buffers, and the numbers an evaluation weighs. The app (src/ui,
// src/store, src/tutorial, src/i18n, src/worker, src/data) never imports it — an ESLint rule forbids it
// (tests/lint/engineBoundary.test.ts) — and no name here is repeated from the app's door.

// Playouts: the same rules applied in place to a private working copy, many times faster than a frozen state per
// command, proven equal to `apply` (core/simulation.ts); the dice generator's state from a seed (SEQ.4).
export { startSimulation, type Simulation } from './core/simulation'
export { nextDie, seedToState } from '../core/dice'

// What is derived from a state, raw: who stands where, the keys of derivedTable (core/derived.ts), the reach
// search's reusable buffers and tables, the zones of control as reach tables.
export { type DerivedKey } from './core/derived'
export { type Occupancy } from './movement/occupancy'
export { adjacentEnemy, reach, reachBuffers, type ReachBuffers } from './movement/movement'
export { costTable } from './movement/moveCost'
export { zocReaches } from './movement/zoc'

// The numbers of an evaluation: units on the map and their strength now, whether they exert a zone, the odds of a
// column, artillery ranges, retreat routes, the victory band of a loss.
export { currentStrength, exertsZoc, LIMBER_MP, placed, type OnMapUnit } from './core/units'
export { resultOdds } from './combat/crt'
export { fireCheckHexes, rangeModifier } from './combat/artillery'
export { retreatOptions } from './combat/retreat'
export { bandOfLosses } from './sequence/victory'

// Hex geometry (src/core), for the players' own distance tables and the map tools.
export { buildGeometry, dirTo, distance, hexCode, hexCorners, type Geometry } from '../core/geometry'

// The data tools (tools/): compiling and checking map and scenario data.
export { compileMap, formatMapError } from './map/map'
export { type HexData, type RedoubtData } from './map/mapData'
export { validateScenarioData } from './setup/scenario'
