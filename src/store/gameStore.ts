// The game store: the engine state, the command list (for saves and replays), the log, undo snapshots.
import { create } from 'zustand'
import type { Command, Outcome } from '../engine'
import { apply } from '../engine'
import { actingSide } from '../engine'
import { refuse, type Refusal } from '../engine'
import type { GameState } from '../engine'
import type { Side } from '../engine'
import type { Bundle } from './bundle'
import { logEntry, type LogEntry } from './log'
import { makeSave, validateSave, type SaveFile, type SaveProblem } from './save'
import { AUTOSAVE_KEY, lessonKeys, writeAutosave, type KV } from './storage'

/** At most this many moves can be taken back (MOVE phase only, never across a die roll). */
export const UNDO_LIMIT = 20

export type UndoBlock = 'empty' | 'dice' | 'phase' | null

interface Snapshot {
  state: GameState
  commands: number
  log: number
}

/** A whole game at one moment: enough to put it back exactly (the tutorial's undo, leaving the tutorial). */
export interface GameSnapshot {
  scenarioId: string
  seed: number
  state: GameState
  commands: Command[]
  log: LogEntry[]
}

/** 'tutorial' keeps the tutorial in its own save slot and never hands the screen over. */
export type GameMode = 'game' | 'tutorial'

export interface GameStore {
  scenarioId: string
  seed: number
  commands: Command[]
  state: GameState
  log: LogEntry[]
  undo: Snapshot[]
  /** Why the undo stack is empty: nothing done yet, a die was rolled, or a new phase began. */
  undoBlock: UndoBlock
  refusal: Refusal | null
  /** The side whose player must take the screen before the board is shown (hotseat), or null. */
  handoverFor: Side | null
  handoverEnabled: boolean
  mode: GameMode
  dispatch: (cmd: Command) => boolean
  undoLast(): void
  newGame(scenarioId: string, seed: number): boolean
  /** Loads a save file's text; on any problem the current game is untouched and the problems returned. */
  loadText(text: string): SaveProblem[]
  save(): SaveFile
  clearRefusal(): void
  setHandover(enabled: boolean): void
  revealBoard(): void
  setMode(mode: GameMode): void
  /** Puts a whole game back as it was (no undo history). */
  restore(snap: GameSnapshot): void
  /** An explanation from the UI (e.g. why a hex cannot be reached), shown like an engine refusal. */
  explain(r: Refusal | null): void
}

/**
 * The engine refuses every bad command; an exception would be a bug in it. The game in progress
 * must survive even that: it becomes a refusal and the state stays as it was.
 */
function safeApply(bundle: Bundle, state: GameState, cmd: Command): Outcome {
  try {
    return apply(bundle.ctx, state, cmd)
  } catch (e) {
    console.error('engine error on', cmd, e)
    // An engine bug is not a rule: its own code, no rule id.
    return { ok: false, refusal: refuse(null, 'engine.error', { message: (e as Error).message }) }
  }
}

/** A seed a save can hold: a safe integer (saves are checked for that on load). */
export const isValidSeed = (seed: number): boolean => Number.isSafeInteger(seed)

const undoable = (s: GameState): boolean => s.phase === 'movement' || s.phase === 'setup'

export function createGameStore(bundle: Bundle, kv: KV | null, wanted: { scenarioId: string; seed: number }) {
  // A link with an unknown scenario or a bad seed must not leave a blank page: start the default game.
  const known = bundle.scenarios.some((s) => s.id === wanted.scenarioId)
  const initial = {
    scenarioId: known ? wanted.scenarioId : bundle.scenarios[0].id,
    seed: isValidSeed(wanted.seed) ? wanted.seed : 1812,
  }
  const fresh = bundle.newGame(initial.scenarioId, initial.seed)
  if (!fresh) throw new Error(`unknown scenario ${initial.scenarioId}`)
  // Every way to put a whole game in place (new game, load, restore) goes through here: no undo history, no refusal.
  const reset = (g: Pick<GameStore, 'scenarioId' | 'seed' | 'state' | 'commands' | 'log'>, handoverFor: Side | null): Partial<GameStore> => ({
    ...g,
    undo: [],
    undoBlock: 'empty',
    refusal: null,
    handoverFor,
  })
  // The store replaces whole values (states are frozen by the engine), so it needs no immer middleware.
  const store = create<GameStore>()((set, get) => ({
    scenarioId: initial.scenarioId,
    seed: initial.seed,
    commands: [],
    state: fresh,
    log: [],
    undo: [],
    undoBlock: 'empty',
    refusal: null,
    handoverFor: null,
    handoverEnabled: true,
    mode: 'game',

    dispatch(cmd) {
      const g = get()
      const before = g.state
      const out = safeApply(bundle, before, cmd)
      if (!out.ok) {
        set({ refusal: out.refusal })
        return false
      }
      const after = out.state
      const rolled = after.rng !== before.rng
      const newPhase = after.phase !== before.phase || after.side !== before.side || after.turn !== before.turn
      const snap: Snapshot = { state: before, commands: g.commands.length, log: g.log.length }
      const next: Partial<GameStore> = {
        log: [...g.log, logEntry(before, out.events, g.commands.length)],
        commands: [...g.commands, cmd],
        state: after,
        refusal: null,
      }
      if (rolled) Object.assign(next, { undo: [], undoBlock: 'dice' })
      else if (newPhase || !undoable(before)) Object.assign(next, { undo: [], undoBlock: 'phase' })
      else Object.assign(next, { undo: [...g.undo, snap].slice(-UNDO_LIMIT), undoBlock: null })
      if (g.handoverEnabled && g.mode === 'game' && !after.over && actingSide(after) !== actingSide(before)) next.handoverFor = actingSide(after)
      set(next)
      return true
    },

    undoLast() {
      const g = get()
      const snap = g.undo.at(-1)
      if (!snap) return
      const undo = g.undo.slice(0, -1)
      set({
        undo,
        state: snap.state,
        commands: g.commands.slice(0, snap.commands),
        log: g.log.slice(0, snap.log),
        refusal: null,
        ...(undo.length === 0 ? { undoBlock: 'empty' as const } : {}),
      })
    },

    newGame(scenarioId, seed) {
      if (!isValidSeed(seed)) return false
      const st = bundle.newGame(scenarioId, seed)
      if (!st) return false
      const g = get()
      set(reset({ scenarioId, seed, state: st, commands: [], log: [] }, g.handoverEnabled && g.mode === 'game' ? actingSide(st) : null))
      return true
    },

    loadText(text) {
      const res = validateSave(text, bundle)
      if (!res.ok) return res.problems
      const { save, log } = res
      const g = get()
      const handover = g.handoverEnabled && g.mode === 'game' && !save.state.over ? actingSide(save.state) : null
      set(reset({ scenarioId: save.scenarioId, seed: save.seed, state: save.state, commands: save.commands, log }, handover))
      return []
    },

    save() {
      const g = get()
      return makeSave(g.scenarioId, g.seed, g.commands, g.state)
    },
    clearRefusal: () => set({ refusal: null }),
    setHandover: (enabled) => set(enabled ? { handoverEnabled: true } : { handoverEnabled: false, handoverFor: null }),
    revealBoard: () => set({ handoverFor: null }),
    setMode: (mode) => set({ mode, handoverFor: null }),
    restore: (snap) => set(reset({ scenarioId: snap.scenarioId, seed: snap.seed, state: snap.state, commands: snap.commands, log: snap.log }, null)),
    explain: (r) => set({ refusal: r }),
  }))

  if (kv) {
    // Resume the autosaved game when there is a valid one.
    const text = kv.getItem(AUTOSAVE_KEY)
    if (text) store.getState().loadText(text)
    // Autosave after every change of the game (commands, undo, new game, load).
    store.subscribe((s, prev) => {
      if (s.state !== prev.state || s.commands !== prev.commands) {
        writeAutosave(kv, makeSave(s.scenarioId, s.seed, s.commands, s.state), s.mode === 'tutorial' ? lessonKeys(s.scenarioId).save : AUTOSAVE_KEY)
      }
    })
  }
  return store
}

