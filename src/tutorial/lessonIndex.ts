// What the game knows of the lessons before the tutorial's steps are fetched: each lesson's id and name (for its
// storage keys, saves and the scenario list) and how many steps it has (a step remembered in storage is offered to
// resume only before the last one). tests/tutorial/lessonIndex.test.ts checks these against LESSON_STEPS.
import type { Bilingual } from '../engine'
import { TUTORIAL as basics, TUTORIAL_WIN as win, TUTORIAL_COACH as coach } from './game'

export interface LessonHead {
  id: string
  name: Bilingual
  /** The number of steps (LESSON_STEPS[i].length). */
  steps: number
}

/** In the order of LESSON_DATA and LESSON_STEPS. */
export const LESSONS: readonly LessonHead[] = [
  { id: basics.id, name: basics.name, steps: 13 },
  { id: win.id, name: win.name, steps: 13 },
  { id: coach.id, name: coach.name, steps: 8 },
]
