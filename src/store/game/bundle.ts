// What the UI needs from the game data: a compiled map, the scenarios, and a way to start a game.
import type { Bilingual, Ctx, GameMap, GameState, HexCode, ScenarioData, Setup, Side } from '../../engine'

export interface ScenarioInfo {
  /** What a game names: the scenario's id, or `<scenario>:<variant>` for a whole-day victory variant (WIN.3). */
  id: string
  name: Bilingual
  /** True when the scenario begins with a free setup (SCN.2). */
  setup: boolean
  /** Not offered in the new-game dialog (the tutorial). */
  hidden?: boolean
  /** A victory variant (WIN.3): the scenario it is a variant of, offered under it, and its own name. */
  variantOf?: string
  variantName?: Bilingual
  description?: Bilingual
  /** Its length in turns and its counters a side. */
  turns?: number
  units?: Record<Side, number>
  /** About how long a game of it takes two people who know the rules, in minutes (bundled.ts: playMinutes). */
  minutes?: number
  /** Its measured balance, Normal against Normal (npm run bench:balance): shares of games won, and their number. */
  balance?: { fr: number; ru: number; draw: number; games: number }
  /** A short scenario's data (SCN.3): briefing, objectives, first and last turns, the camera's hex. */
  episode?: ScenarioData
  /** Where its counters start and its objectives lie, for the sector's thumbnail in New game. */
  sector?: { pieces: Array<{ hex: HexCode; side: Side }>; objectives: HexCode[] }
}

export interface Bundle {
  map: GameMap
  ctx: Ctx
  scenarios: ScenarioInfo[]
  /**
   * A fresh game of a scenario (a lesson included), or null when the scenario is unknown.
   */
  newGame(scenarioId: string, seed: number): GameState | null
  /** A scenario's data by a game's id (a variant's id gives its scenario's), or undefined (lessons, unknown ids). */
  scenarioOf?(gameId: string): ScenarioData | undefined
  /** Hexes where a side may set up in a free setup (SCN.2); empty when not in setup. */
  setupZone?: (state: GameState, side: Side) => ReadonlySet<HexCode>
  /**
   * The setup zones the board shows for a scenario (SCN.2): its own setup rules, or, for a scenario with no
   * free setup, the deployment lines of a free-setup scenario on the same map; undefined when there are none.
   */
  zoneRules?(scenarioId: string): Setup.SetupRules | undefined
  /** Everything wrong with a side's setup so far (SCN.2, STACK.1, MOVE.5). */
  setupViolations?(state: GameState, side: Side): Setup.SetupViolation[]
}
