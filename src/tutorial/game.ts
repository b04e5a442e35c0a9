// The tutorial's lessons' data: one small scenario per lesson (a few hundred bytes each, so with the game's own data;
// the lessons' steps and texts come with the tutorial).
import type { CommanderDef, GameState, UnitDef } from '../engine'
import tutorialJson from '../data/tutorial.json'
import tutorialWinJson from '../data/tutorial-win.json'
import tutorialCoachJson from '../data/tutorial-coach.json'
import { lessonGame, type TutorialData } from './lessonGame'

export { lessonGame, type TutorialData } from './lessonGame'

export const TUTORIAL = tutorialJson as TutorialData
export const TUTORIAL_ID = TUTORIAL.id
/** The second lesson, "How to win". */
export const TUTORIAL_WIN = tutorialWinJson as TutorialData
/** The third lesson, "The coach". */
export const TUTORIAL_COACH = tutorialCoachJson as TutorialData
export const LESSON_DATA: readonly TutorialData[] = [TUTORIAL, TUTORIAL_WIN, TUTORIAL_COACH]

/** The first lesson at its start: the French rally phase of turn 1. */
export function tutorialGame(units: UnitDef[], commanders: CommanderDef[], seed = TUTORIAL.seed): GameState {
  return lessonGame(TUTORIAL, units, commanders, seed)
}
