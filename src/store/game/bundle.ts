// What the UI needs from the game data: a compiled map, the scenarios, and a way to start a game.
import type { Bilingual, Ctx, GameMap, GameState, HexCode, Setup, Side } from '../../engine'

export interface ScenarioInfo {
  id: string
  name: Bilingual
  /** True when the scenario begins with a free setup (SCN.2). */
  setup: boolean
  /** Not offered in the new-game dialog (the tutorial). */
  hidden?: boolean
}

export interface Bundle {
  map: GameMap
  ctx: Ctx
  scenarios: ScenarioInfo[]
  /**
   * A fresh game of a scenario (a lesson included), or null when the scenario is unknown.
   */
  newGame(scenarioId: string, seed: number): GameState | null
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
