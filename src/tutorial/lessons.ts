// The tutorial's lessons in order: 1. the basics of a turn, 2. how to win, 3. the coach. Each is resumable on its own.
import { STEPS, type TutorialStep } from './steps'
import { WIN_STEPS } from './winSteps'
import { COACH_STEPS } from './coachSteps'

export const LESSON_STEPS: readonly (readonly TutorialStep[])[] = [STEPS, WIN_STEPS, COACH_STEPS]
