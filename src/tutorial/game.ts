// The tutorial's games: a handful of counters from the bundled orders of battle on a section of the real map,
// one small scenario per lesson.
import { createGameState, type CommanderPlacement, type GameState, type Placement } from '../engine'
import type { Bilingual, HexCode } from '../engine'
import type { CommanderDef, UnitDef } from '../engine'
import tutorialJson from '../data/tutorial.json'
import tutorialWinJson from '../data/tutorial-win.json'

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
  placements: Placement[]
  commanderPlacements: CommanderPlacement[]
}

export const TUTORIAL = tutorialJson as TutorialData
export const TUTORIAL_ID = TUTORIAL.id
/** The second lesson, "How to win". */
export const TUTORIAL_WIN = tutorialWinJson as TutorialData
export const LESSON_DATA: readonly TutorialData[] = [TUTORIAL, TUTORIAL_WIN]

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

/** The first lesson at its start: the French rally phase of turn 1. */
export function tutorialGame(units: UnitDef[], commanders: CommanderDef[], seed = TUTORIAL.seed): GameState {
  return lessonGame(TUTORIAL, units, commanders, seed)
}
