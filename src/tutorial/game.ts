// The tutorial's game: a handful of counters from the bundled orders of battle on a section of the real map.
import { createGameState, type CommanderPlacement, type GameState, type Placement } from '../engine'
import type { Bilingual, HexCode } from '../engine'
import type { CommanderDef, UnitDef } from '../engine'
import tutorialJson from '../data/tutorial.json'

export interface TutorialData {
  id: string
  name: Bilingual
  mapId: string
  /** The dice seed chosen so the scripted commands give the outcomes the lesson describes. */
  seed: number
  /** The hex the camera centres on. */
  focus: HexCode
  placements: Placement[]
  commanderPlacements: CommanderPlacement[]
}

export const TUTORIAL = tutorialJson as TutorialData
export const TUTORIAL_ID = TUTORIAL.id

/** The tutorial at its start: the French rally phase of turn 1, only the placed counters in play. */
export function tutorialGame(units: UnitDef[], commanders: CommanderDef[], seed = TUTORIAL.seed): GameState {
  const placed = new Set(TUTORIAL.placements.map((p) => p.unit))
  const leaders = new Set(TUTORIAL.commanderPlacements.map((p) => p.commander))
  return createGameState({
    scenarioId: TUTORIAL.id,
    mapId: TUTORIAL.mapId,
    seed,
    units: units.filter((u) => placed.has(u.id)),
    commanders: commanders.filter((c) => leaders.has(c.id)),
    placements: TUTORIAL.placements,
    commanderPlacements: TUTORIAL.commanderPlacements,
    startPhase: 'rally',
    startSide: 'fr',
  })
}
