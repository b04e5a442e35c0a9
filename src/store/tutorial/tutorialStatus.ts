// What the game knows of the tutorial without its lessons' steps: whether a lesson is on, which lesson and step, and
// the steps remembered from earlier visits. The lesson controller (tutorial.ts, with the steps) comes with the
// tutorial's own chunk, which the app fetches (the loader it gives: setTutorialLoader) when a lesson is started, or
// sooner, when a dialog that offers one opens (loadTutorial).
import { create } from 'zustand'
import { type GameSnapshot, browserStorage, lessonKeys } from '../game'
import { onStart } from '../app'
import { startWhenLoaded } from '../whenLoaded'
import { loadOnce } from '../loadOnce'
import { LESSONS } from '../../tutorial/lessonIndex'

/** What the lesson controller does (tutorial.ts). */
export interface TutorialController {
  start(resume: boolean, lesson: number): void
  next(): void
  undoOffScript(): void
  /** Ends the lesson; `quiet` when what follows says it itself (a dialog opened at once), so no note is shown. */
  leave(opts?: { quiet?: boolean }): void
}

export interface TutorialStore {
  active: boolean
  /** Which lesson: 0 the basics of a turn, 1 how to win. */
  lesson: number
  step: number
  /** Length of the command list when each step so far began (a game undo walks the steps back). */
  starts: number[]
  /** The game before an off-script command, to put it back. */
  offScript: GameSnapshot | null
  /** Per lesson, a step reached earlier and not finished, from storage: the lesson can be resumed there. */
  saved: Array<number | null>
  /** The player had a game of their own when the tutorial began (one to go back to). */
  ownGame: boolean
  /** The control outside the board the step is about (its data-testid), kept by the controller; null off-script. */
  control: string | null
  /** Starts (or resumes) a lesson: at once when the controller is there, else once it has been fetched. */
  start: (resume: boolean, lesson?: number) => void
  next(): void
  undoOffScript(): void
  /** Ends the lesson; `quiet` when what follows says it itself (a dialog opened at once), so no note is shown. */
  leave(opts?: { quiet?: boolean }): void
}

let controller: TutorialController | null = null
let loader: (() => Promise<TutorialController>) | null = null
const fetchController = loadOnce(() => {
  if (!loader) return Promise.reject(new Error('no tutorial loader: setTutorialLoader first'))
  return loader().then((c) => (controller = c))
})

/** How the tutorial's chunk is fetched (the app gives it: the store does not import the tutorial's screens). */
export function setTutorialLoader(load: () => Promise<TutorialController>): void {
  loader = load
}

/** Makes the controller available at once (tests). */
export function provideTutorial(c: TutorialController): void {
  controller = c
}

/** Fetches the lesson controller (once; a failed fetch is tried again on the next call). */
export function loadTutorial(): Promise<TutorialController> {
  if (controller) return Promise.resolve(controller)
  return fetchController.load()
}

const waitFor = startWhenLoaded('tutorial')

/**
 * Runs `go` at once when the controller is there, else when it has arrived (whenLoaded.ts: not if the game moved on
 * meanwhile; a failed fetch is said, the game kept).
 */
function withController(go: (c: TutorialController) => void): void {
  if (controller) return go(controller)
  waitFor(loadTutorial, go)
}

/** A lesson's step remembered in storage, when it can be resumed (begun and not at the last step). */
export function readProgress(lesson: number): { step: number; starts: number[] } | null {
  const head = LESSONS[lesson]
  if (!head) return null
  try {
    const text = browserStorage().getItem(lessonKeys(head.id).step)
    const v = JSON.parse(text ?? 'null') as { step?: unknown; starts?: unknown } | null
    if (!v || typeof v.step !== 'number' || !Array.isArray(v.starts) || v.step <= 0 || v.step >= head.steps - 1)
      return null
    return { step: v.step, starts: v.starts.filter((n): n is number => typeof n === 'number') }
  } catch {
    return null
  }
}

export const useTutorial = create<TutorialStore>()(() => ({
  active: false,
  lesson: 0,
  step: 0,
  starts: [0],
  offScript: null,
  // Read from storage at start-up (below).
  saved: LESSONS.map(() => null),
  ownGame: false,
  control: null,
  start: (resume, lesson = 0) => withController((c) => c.start(resume, lesson)),
  // Only a lesson in progress has these, and only the controller starts one: it is there.
  next: () => controller?.next(),
  undoOffScript: () => controller?.undoOffScript(),
  leave: (opts) => controller?.leave(opts),
}))

// Each lesson's step reached earlier, to offer resuming it.
onStart(() => useTutorial.setState({ saved: LESSONS.map((_, i) => readProgress(i)?.step ?? null) }))

/** Whether the coach's hint may be asked: always outside a lesson; in one, only at the step that teaches it. */
export const hintInLesson = (t: Pick<TutorialStore, 'active' | 'control'>): boolean => !t.active || t.control === 'hint'
