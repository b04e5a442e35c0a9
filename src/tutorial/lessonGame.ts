// A lesson's game: a handful of counters from the bundled orders of battle on a section of the real map, one small
// scenario per lesson. Apart from the lessons' data (game.ts): the bundle starts a lesson once its data is fetched.
import {
  type Bilingual,
  type CommanderDef,
  type Setup,
  createGameState,
  type GameState,
  type HexCode,
  type UnitDef,
} from '../engine'

export interface TutorialData {
  id: string
  name: Bilingual
  mapId: string
  /** The dice seed chosen so the scripted commands give the outcomes the lesson describes. */
  seed: number
  /** The hex the camera centres on. */
  focus: HexCode
  /** The French phase the lesson opens in (default: rally). */
  startPhase?: 'rally' | 'movement'
  placements: Setup.Placement[]
  commanderPlacements: Setup.CommanderPlacement[]
}

/** A lesson at its start: the French phase of turn 1 it opens in, only the placed counters in play. */
export function lessonGame(
  data: TutorialData,
  units: UnitDef[],
  commanders: CommanderDef[],
  seed = data.seed,
): GameState {
  const placed = new Set(data.placements.map((p) => p.unit))
  const leaders = new Set(data.commanderPlacements.map((p) => p.commander))
  const s = createGameState({
    scenarioId: data.id,
    mapId: data.mapId,
    seed,
    units: units.filter((u) => placed.has(u.id)),
    commanders: commanders.filter((c) => leaders.has(c.id)),
    placements: data.placements,
    commanderPlacements: data.commanderPlacements,
    startPhase: 'rally',
    startSide: 'fr',
  })
  if (data.startPhase === 'movement') s.phase = 'movement'
  return s
}
