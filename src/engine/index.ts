// The engine's door for the app (src/ui, src/store, src/tutorial, src/i18n, src/worker, src/data): commands and
// `apply`, the state and its helpers, the map's lookups, the queries and previews the screens ask, the coach, and
// the types they speak. Two more doors stand beside it: src/engine/tables.ts (the rules' tables and the map's
// codes, constants only) for everyone, and src/engine/ai.ts (playouts and evaluation internals) for the computer
// players, the simulations, scripts, tools and tests, never the app. Nothing outside src/engine imports deeper (an
// ESLint rule enforces it; tests of the engine's own modules may reach inside), and this door stays at most 60
// names (tests/lint/engineDoors.test.ts): the rules' queries come grouped by section as namespaces — Movement,
// Combat, Setup and Coach — whose members keep their names (Movement.unitReach, Combat.AttackOption).
//
// How it is used: build a Ctx ({ map }) from compiled map data (loadMap) and a GameState from a scenario
// (newGameFromScenario(ctx, …)); give commands to apply(ctx, state, command), which answers either a new state
// and the events that happened, or a refusal { rule, code, params }; ask the queries (Movement.unitReach,
// Combat.previewChoice, Movement.explainHex, Combat.whyNotRetreat …) what is possible now and why not. All of it
// is data: the words a player reads are src/i18n's. scenario + seed + commands replay a game exactly.
//
// One convention: every function here that applies or asks the rules takes the context `ctx: Ctx` first, never
// a bare GameMap; only the map's own making and lookups (loadMap, hexId, codeOf) take the map itself.

// Core: the game state, commands and the one entry point `apply`, refusals and events as data, replays.
export { apply } from './core/apply'
export { type Command, type Ctx, type Outcome } from './core/commands'
export { rebuildCommand } from './core/commandShape'
export { replay } from './core/replay'
export { withDiceSeed, type DiceSeed } from './core/diceSeed'
export { type GameEvent } from './core/events'
export { refuse, type Refusal, type RefusalCode, type RefusalParams } from './core/refusal'
export {
  actingSide,
  createGameState,
  isGameOver,
  firstTurnOf,
  lastTurnOf,
  turnTime,
  type CombatResult,
  type GameState,
} from './core/state'
export {
  otherSide,
  type Bilingual,
  type HexCode,
  type Nationality,
  type Phase,
  type Side,
  type UnitType,
} from './core/types'

// Units and commanders: their definitions and states, and the small questions every screen asks of them.
export {
  commandsUnit,
  faceOf,
  isCommanderOnMap,
  isFlipped,
  isOnMap,
  movementAllowance,
  type CommanderDef,
  type CommanderState,
  type CommanderStatus,
  type UnitDef,
  type UnitState,
} from './core/units'

// The map (MAP.*): loading map data, hex ids and codes, the board's drawing extent.
export { codeOf, hexId, loadMap, type GameMap } from './map/map'
export { type MapData } from './map/mapData'
export { mapExtent } from '../core/geometry'

// What is derived from a state, computed once and kept with it: occupancy, and any table declared with derivedKey.
export { derived, derivedKey, derivedTable } from './core/derived'

// Scenarios (SCN.1), the end of a phase (SEQ.*) and victory (WIN.*).
export { newGameFromScenario, type ScenarioData } from './setup/scenario'
export { whyCannotEndPhase } from './sequence/phaseEnd'
export { victoryStatus, type VictoryBand, type VictoryStatus } from './sequence/victory'

// The rules' queries, by section: what a unit may reach and why not (MOVE.*, ZOC.*); who may attack or fire, the
// previews, the pending choices and the strengths (CBT.*, ART.*); the free setup's zones and checks (SCN.2).
export * as Movement from './movement/index'
export * as Combat from './combat/index'
export * as Setup from './setup/index'

// The coach (not rules, but what they will do): exact consequences of a planned attack, enumerated over the dice
// with the engine's own resolution, and warnings before a costly legal move or phase end.
export * as Coach from './coach/index'
