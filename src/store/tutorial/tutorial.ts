// The tutorial controller: which lesson and step the player is on, off-script commands and their undo,
// leaving and resuming (each lesson on its own). The tutorial plays in the ordinary game store, switched to
// the lesson's own save slot (mode 'tutorial'). It comes with the tutorial's chunk (its steps and texts): the
// rest of the game has only the lesson's status (tutorialStatus.ts), which fetches this when a lesson starts.
import { LESSON_STEPS } from '../../tutorial/lessons'
import { gameStore, onStart } from '../app'
import { type GameSnapshot, type GameStore, AUTOSAVE_KEY, browserStorage, lessonKeys, tryWrite, HUMANS } from '../game'
import { LESSON_DATA } from '../../tutorial/game'
import { useUi } from '../ui'
import { stringsFor } from '../../i18n'
import { readProgress, useTutorial, type TutorialController } from './tutorialStatus'
import { markLessonPassed } from './lessonsPassed'
import { LESSONS } from '../../tutorial/lessonIndex'

// Storage is reached when the tutorial is used, never when this module is imported.
const kv = () => browserStorage()
const snapshot = (g: GameStore): GameSnapshot => ({
  scenarioId: g.scenarioId,
  seed: g.seed,
  state: g.state,
  commands: g.commands,
  log: g.log,
  players: g.players,
  dice: g.dice,
  pbm: g.pbm,
})
let playerGame: GameSnapshot | null = null
// A lesson number indexes LESSON_DATA and LESSON_STEPS (two lists of the same lessons): callers offer only
// lessons that exist (the first, or the next one while there is one).
const lessonData = (lesson: number) => LESSON_DATA[lesson]!
const keys = (lesson: number) => lessonKeys(lessonData(lesson).id)
const stepsOf = (lesson: number) => LESSON_STEPS[lesson]!

// A full storage must not stop the tutorial: the step is then simply not remembered.
const writeProgress = (lesson: number, step: number, starts: number[]) =>
  void tryWrite(kv(), keys(lesson).step, JSON.stringify({ step, starts }))
const forget = (lesson: number) => {
  kv().removeItem(keys(lesson).step)
  kv().removeItem(keys(lesson).save)
}

/** Enters step i of the lesson, then skips forward past steps that do not apply (e.g. no retreat). */
function enter(lesson: number, i: number, starts: number[]): { step: number; starts: number[] } {
  const steps = stepsOf(lesson)
  const state = gameStore.getState().state
  const n = gameStore.getState().commands.length
  let step = i
  const st = [...starts.slice(0, i), n]
  // i is a step of the lesson (0, the next one, or a remembered one checked by readProgress) and step stays one.
  while (step < steps.length - 1 && steps[step]!.skip?.(state)) {
    step++
    st.push(n)
  }
  const entered = steps[step]!
  const ui = useUi.getState()
  ui.clearAttack()
  ui.selectUnit(entered.select ?? null)
  ui.setOverlays(Object.fromEntries((entered.overlays ?? []).map((o) => [o, true])))
  writeProgress(lesson, step, st)
  return { step, starts: st }
}

const set = useTutorial.setState
const get = useTutorial.getState

export const tutorialController: TutorialController = {
  start(resume, lesson) {
    const game = gameStore.getState()
    const was = get()
    if (!was.active) {
      // The untouched default game of a first visit is not the player's: there is nothing to go back to.
      const own = game.commands.length > 0 || kv().getItem(AUTOSAVE_KEY) !== null
      playerGame = own ? snapshot(game) : null
      set({ ownGame: own })
      game.setMode('tutorial')
    } else {
      // The next lesson's game replaces this one's: the command watcher below must not take that for an
      // undo and walk this lesson back (which would write its progress again).
      set({ active: false })
      gameStore.getState().flushAutosave()
      if (was.step >= stepsOf(was.lesson).length - 1) {
        // Going on from a finished lesson.
        forget(was.lesson)
        markLessonPassed(LESSONS[was.lesson]!.id) // lessons of the index: the controller's own
      }
    }
    const data = lessonData(lesson)
    const progress = resume ? readProgress(lesson) : null
    const text = progress ? kv().getItem(keys(lesson).save) : null
    const loaded = text ? game.loadText(text).length === 0 && gameStore.getState().scenarioId === data.id : false
    const saved = [...get().saved]
    saved[lesson] = null
    if (loaded && progress) {
      set({ active: true, lesson, offScript: null, saved, ...enter(lesson, progress.step, progress.starts) })
    } else {
      // A lesson is played by the person alone; the players of the game left behind come back with it.
      game.newGame(data.id, data.seed, HUMANS)
      set({ active: true, lesson, offScript: null, saved, ...enter(lesson, 0, []) })
    }
    useUi.getState().openDialog(null)
    // A note left by the lesson before ("back to your game") is not about this one.
    useUi.getState().say(null)
    useUi.getState().focusOn(data.focus, 1.1)
  },

  next() {
    const { lesson, step, starts } = get()
    const steps = stepsOf(lesson)
    if (steps[step]!.expects || step >= steps.length - 1) return // the store's step is one of the lesson's
    set(enter(lesson, step + 1, starts))
  },

  undoOffScript() {
    const snap = get().offScript
    if (!snap) return
    set({ offScript: null })
    gameStore.getState().restore(snap)
  },

  leave(opts) {
    if (!get().active) return
    const { offScript, step, lesson } = get()
    if (offScript) gameStore.getState().restore(offScript)
    const finished = step >= stepsOf(lesson).length - 1
    const game = gameStore.getState()
    // Switching the slot writes the lesson's pending autosave: forget a finished lesson only after that.
    game.setMode('game')
    if (finished) forget(lesson)
    if (finished) markLessonPassed(LESSONS[lesson]!.id) // lessons of the index: the controller's own
    let fresh = false
    if (playerGame) game.restore(playerGame)
    else {
      const text = kv().getItem(AUTOSAVE_KEY)
      if (!text || game.loadText(text).length) {
        game.newGame('historical', 1812)
        fresh = true
      }
    }
    playerGame = null
    const saved = [...get().saved]
    saved[lesson] = finished ? null : step
    set({ active: false, offScript: null, saved })
    const ui = useUi.getState()
    ui.clearAttack()
    ui.selectUnit(null)
    ui.setOverlays({})
    // One message at a time: when a dialog follows at once (New game), it speaks, not a note beside it. With no game
    // of the player's own to go back to, the welcome offers the choice (alone against the computer, or two people),
    // rather than a two-player game with its hand-over screen the player never asked for.
    if (opts?.quiet) return
    if (fresh) ui.openDialog('welcome')
    else ui.say(stringsFor(ui.lang).tutorial.backHome)
  },
}

// The status keeps the control the step is about (the first screen makes it pulse without the steps).
const controlOf = (t: ReturnType<typeof get>): string | null =>
  t.active && !t.offScript ? (LESSON_STEPS[t.lesson]?.[t.step]?.control ?? null) : null
useTutorial.subscribe((t) => {
  const control = controlOf(t)
  if (control !== t.control) set({ control })
})

// Every accepted command is checked against the step: the expected one moves on, any other is off-script.
onStart(() =>
  gameStore.subscribe((s, prev) => {
    const t = useTutorial.getState()
    if (!t.active || s.mode !== 'tutorial') return
    if (s.commands.length > prev.commands.length) {
      if (t.offScript) return
      const cmd = s.commands[s.commands.length - 1]! // the list has just grown
      const step = stepsOf(t.lesson)[t.step]! // the store's step is one of the lesson's
      if (step.expects?.(cmd, prev.state)) useTutorial.setState(enter(t.lesson, t.step + 1, t.starts))
      else useTutorial.setState({ offScript: snapshot(prev) })
    } else if (s.commands.length < prev.commands.length) {
      // The game's own undo (or the tutorial's): go back to the step whose command was taken back.
      let step = t.step
      while (step > 0 && t.starts[step]! > s.commands.length) step-- // starts has an entry per step entered
      if (t.offScript && s.commands.length <= t.offScript.commands.length) useTutorial.setState({ offScript: null })
      if (step !== t.step) useTutorial.setState(enter(t.lesson, step, t.starts))
    }
  }),
)
