// The engine's one public surface. Everything outside src/engine (UI, store, i18n, tutorial, sim, scripts,
// tools) imports from here and nowhere deeper (an ESLint rule enforces it; tests of the engine's own
// modules may reach inside). Grouped by the rulebook's sections, as the folders are.
//
// How it is used: build a Ctx ({ map }) from compiled map data (loadMap) and a GameState from a scenario
// (newGameFromScenario(ctx, …)); give commands to apply(ctx, state, command), which answers either a new state
// and the events that happened, or a refusal { rule, code, params }; ask the queries (unitReach,
// attackTargets, previewAttack, explainHex, whyNotRetreat …) what is possible now and why not. All of it is
// data: the words a player reads are src/i18n's. scenario + seed + commands replay a game exactly.
//
// One convention: every function here that applies or asks the rules takes the context `ctx: Ctx` first, never
// a bare GameMap; only the map's own making and lookups (compileMap, loadMap, hexId, codeOf) take the map itself.

// Core: the game state, commands and the one entry point `apply`, refusals and events as data, dice.
export { apply } from './core/apply'
export { type Command, type Ctx, type Outcome } from './core/commands'
export { mulberry32, nextDie, seedToState } from '../core/dice'
export { replay, type ReplayResult } from './core/replay'
// Playouts (benchmarks, the computer player's plan search): the same rules applied in place to a
// private working copy, many times faster than a frozen state per command; proven equal to `apply`.
export { startSimulation, type Simulation } from './core/simulation'
export { type GameEvent } from './core/events'
export { refuse, refused, type Answer, type Refusal, type RefusalCode, type RefusalParams } from './core/refusal'
export { type Result } from '../core/result'
export { RULE_IDS, type RuleId } from './core/rules'
export {
  actingSide,
  createGameState,
  isGameOver,
  LAST_TURN,
  turnTime,
  type CombatResult,
  type CommanderPlacement,
  type GameState,
  type Placement,
} from './core/state'
export {
  DIR_NAMES,
  otherSide,
  SIDES,
  TERRAINS,
  type Bilingual,
  type DirName,
  type HexCode,
  type Level,
  type Nationality,
  type Phase,
  type Side,
  type Terrain,
  type UnitType,
} from './core/types'
export {
  commandsUnit,
  faceOf,
  isFlipped,
  isCommanderOnMap,
  isOnMap,
  movementAllowance,
  placed,
  type CommanderDef,
  type CommanderState,
  type OnMapCommander,
  type OnMapUnit,
  type UnitDef,
  type UnitState,
} from './core/units'

// Map and geometry (MAP.*): compiling map data, hex ids and codes, directions, hexside features.
export { buildGeometry, dirTo, distance, hexCode, hexCorners, mapExtent, type Geometry } from '../core/geometry'
export {
  codeOf,
  compileMap,
  formatMapError,
  hexId,
  loadMap,
  SIDE_BRIDGE,
  SIDE_FRONT,
  SIDE_FRONT_OTHER,
  SIDE_FRONT_OWN,
  SIDE_RIVER,
  SIDE_ROAD,
  T_BRUSH,
  T_FOREST,
  T_VILLAGE,
  type GameMap,
} from './map/map'
export { type HexData, type MapData, type RedoubtData } from './map/mapData'

// Movement and zones of control (MOVE.*, ZOC.*, STACK.*): what a unit may reach, at what cost, and why not.
export { explainHex, type HexMoveExplain } from './movement/explainHex'
export {
  BRIDGE_COST,
  FRONT_COST,
  RIVER_COST,
  ROAD_COST,
  SLOPE_COST,
  TERRAIN_COST,
  type CostPart,
  type Mover,
} from './movement/moveCost'
export {
  commanderReach,
  pathTo,
  reachBuffers,
  unitBudget,
  unitReach,
  type Reach,
  type ReachBuffers,
} from './movement/movement'
export { type Occupancy } from './movement/occupancy'
export { derived, derivedKey, derivedTable, type Derived, type DerivedKey } from './core/derived'
export { whyNotReach, type StepInfo } from './movement/whyNot'
export { zocMap, zocSources } from './movement/zoc'

// Combat and artillery (CBT.*, ART.*): who may attack or fire, strengths, the results table, pending choices.
export { BASE_RANGE, fireCheck, LONG_RANGE, RANGE_MODIFIER, type TargetClass } from './combat/artillery'
export { candidatesAgainst, legalTargets, pendingRetreatHexes, previewChoice } from './combat/boardQueries'
export { meleeBarrier, owesAttack, whyCannotFire, whyCannotMelee } from './combat/combatRules'
export { CRT, CRT_COLUMNS, MAX_DIFF, MIN_DIFF } from './combat/crt'
export {
  advanceChoices,
  attackTargets,
  batteriesCovering,
  batteryFireArc,
  exchangeChoices,
  mustAttack,
  previewAttack,
  retreatChoices,
  type AttackPreview,
} from './combat/queries'
export { type RetreatStep } from './combat/retreat'
export { whyNotRetreat } from './combat/retreatWhyNot'
export { rebuildCommand } from './core/commandShape'
export { commanderBonus, commandersWith, type Strength, type StrengthCode, type StrengthLine } from './combat/strength'

export {
  attackOptions,
  noAttackReason,
  threatOptions,
  type AttackOption,
  type AttackPlace,
} from './combat/attackOptions'

// Sequence and victory (SEQ.*, WIN.*).
export { whyCannotEndPhase } from './sequence/phaseEnd'
export { RUSSIAN_TOTAL, victoryStatus, type VictoryBand } from './sequence/victory'

// Scenarios and the free setup (SCN.*).
export { newGameFromScenario, validateScenarioData, type ScenarioData } from './setup/scenario'
export { deploymentZone, setupZoneHexes, validateSetup, type SetupRules, type SetupViolation } from './setup/setup'
export { suggestSetup } from './setup/setupSuggest'

// Used by the computer opponent (src/ai), which weighs moves and attacks with the rules' own numbers.
export { currentStrength, type CommanderStatus } from './core/units'
export { adjacentEnemy, reach } from './movement/movement'
export { costTable } from './movement/moveCost'
export { zocReaches } from './movement/zoc'
export { fireCheckHexes, rangeModifier } from './combat/artillery'
export { resultOdds } from './combat/crt'
export { retreatOptions } from './combat/retreat'
export { bandOfLosses } from './sequence/victory'
export { forbiddenTerrain } from './setup/setup'

// The coach (not rules, but what they will do): exact consequences of a planned attack, enumerated over
// the dice with the engine's own resolution, and warnings before a costly legal move or phase end.
export {
  attackConsequences,
  fraction,
  fractionValue,
  moveWarnings,
  phaseEndWarnings,
  sameFraction,
  type AttackConsequences,
  type Bounds,
  type CommanderRisk,
  type Consequence,
  type ConsequenceCase,
  type DestroyCause,
  type Fraction,
  type HoldCheck,
  type MoveCommand,
  type PlannedAttack,
  type ResultLine,
  type RetreatFact,
  type RetreatRoute,
  type Variant,
  type Warning,
} from './coach'
