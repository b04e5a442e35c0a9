// The tutorial controller: which step the player is on, off-script commands and their undo, leaving and resuming.
// The tutorial plays in the ordinary game store, switched to its own save slot (mode 'tutorial').
import { create } from 'zustand'
import { STEPS } from '../tutorial/steps'
import { gameStore } from './app'
import type { GameSnapshot, GameStore } from './gameStore'
import { AUTOSAVE_KEY, browserStorage, TUTORIAL_SAVE_KEY, TUTORIAL_STEP_KEY } from './storage'
import { TUTORIAL, TUTORIAL_ID } from './tutorialGame'
import { useUi } from './uiStore'
import { stringsFor } from '../i18n'

export interface TutorialStore {
  active: boolean
  step: number
  /** Length of the command list when each step so far began (a game undo walks the steps back). */
  starts: number[]
  /** The game before an off-script command, to put it back. */
  offScript: GameSnapshot | null
  /** A step reached earlier and not finished, from storage: the tutorial can be resumed there. */
  saved: number | null
  start(resume: boolean): void
  next(): void
  undoOffScript(): void
  leave(): void
}

const kv = browserStorage()
const snapshot = (g: GameStore): GameSnapshot => ({ scenarioId: g.scenarioId, seed: g.seed, state: g.state, commands: g.commands, log: g.log })
let playerGame: GameSnapshot | null = null

function readProgress(): { step: number; starts: number[] } | null {
  try {
    const v = JSON.parse(kv.getItem(TUTORIAL_STEP_KEY) ?? 'null') as { step?: unknown; starts?: unknown } | null
    if (!v || typeof v.step !== 'number' || !Array.isArray(v.starts) || v.step <= 0 || v.step >= STEPS.length - 1) return null
    return { step: v.step, starts: v.starts.filter((n): n is number => typeof n === 'number') }
  } catch {
    return null
  }
}

const writeProgress = (step: number, starts: number[]) => kv.setItem(TUTORIAL_STEP_KEY, JSON.stringify({ step, starts }))

/** Enters step i, then skips forward past steps that do not apply (e.g. no retreat). */
function enter(i: number, starts: number[]): { step: number; starts: number[] } {
  const state = gameStore.getState().state
  const n = gameStore.getState().commands.length
  let step = i
  const st = [...starts.slice(0, i), n]
  while (step < STEPS.length - 1 && STEPS[step].skip?.(state)) {
    step++
    st.push(n)
  }
  const ui = useUi.getState()
  ui.clearAttack()
  ui.selectUnit(STEPS[step].select ?? null)
  ui.setOverlays({ zoc: false, arc: false, zones: false, ...Object.fromEntries((STEPS[step].overlays ?? []).map((o) => [o, true])) })
  writeProgress(step, st)
  return { step, starts: st }
}

export const useTutorial = create<TutorialStore>()((set, get) => ({
  active: false,
  step: 0,
  starts: [0],
  offScript: null,
  saved: readProgress()?.step ?? null,

  start(resume) {
    const game = gameStore.getState()
    if (!get().active) {
      playerGame = snapshot(game)
      game.setMode('tutorial')
    }
    const progress = resume ? readProgress() : null
    const text = progress ? kv.getItem(TUTORIAL_SAVE_KEY) : null
    const loaded = text ? game.loadText(text).length === 0 && gameStore.getState().scenarioId === TUTORIAL_ID : false
    if (loaded && progress) {
      set({ active: true, offScript: null, saved: null, ...enter(progress.step, progress.starts) })
    } else {
      game.newGame(TUTORIAL_ID, TUTORIAL.seed)
      set({ active: true, offScript: null, saved: null, ...enter(0, []) })
    }
    useUi.getState().openDialog(null)
    useUi.getState().focusOn(TUTORIAL.focus, 1.1)
  },

  next() {
    const { step, starts } = get()
    if (STEPS[step].expects || step >= STEPS.length - 1) return
    set(enter(step + 1, starts))
  },

  undoOffScript() {
    const snap = get().offScript
    if (!snap) return
    set({ offScript: null })
    gameStore.getState().restore(snap)
  },

  leave() {
    if (!get().active) return
    const { offScript, step } = get()
    if (offScript) gameStore.getState().restore(offScript)
    const finished = step >= STEPS.length - 1
    if (finished) {
      kv.removeItem(TUTORIAL_STEP_KEY)
      kv.removeItem(TUTORIAL_SAVE_KEY)
    }
    const game = gameStore.getState()
    game.setMode('game')
    let fresh = false
    if (playerGame) game.restore(playerGame)
    else {
      const text = kv.getItem(AUTOSAVE_KEY)
      if (!text || game.loadText(text).length) {
        game.newGame('historical', 1812)
        fresh = true
      }
    }
    playerGame = null
    set({ active: false, offScript: null, saved: finished ? null : step })
    const ui = useUi.getState()
    ui.clearAttack()
    ui.selectUnit(null)
    ui.setOverlays({ zoc: false, arc: false, zones: false })
    ui.say(stringsFor(ui.lang).tutorial[fresh ? 'backNew' : 'backHome'])
  },
}))

// Every accepted command is checked against the step: the expected one moves on, any other is off-script.
gameStore.subscribe((s, prev) => {
  const t = useTutorial.getState()
  if (!t.active || s.mode !== 'tutorial') return
  if (s.commands.length > prev.commands.length) {
    if (t.offScript) return
    const cmd = s.commands[s.commands.length - 1]
    const step = STEPS[t.step]
    if (step.expects?.(cmd, prev.state)) useTutorial.setState(enter(t.step + 1, t.starts))
    else useTutorial.setState({ offScript: snapshot(prev) })
  } else if (s.commands.length < prev.commands.length) {
    // The game's own undo (or the tutorial's): go back to the step whose command was taken back.
    let step = t.step
    while (step > 0 && t.starts[step] > s.commands.length) step--
    if (t.offScript && s.commands.length <= t.offScript.commands.length) useTutorial.setState({ offScript: null })
    if (step !== t.step) useTutorial.setState(enter(step, t.starts))
  }
})
