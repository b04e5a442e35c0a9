// The game store: the engine state, the command list (for saves and replays), the log, undo snapshots (its shape:
// types.ts).
import { create } from 'zustand'
import { UNDO_LIMIT, type GameSnapshot, type GameStore, type Snapshot } from './types'
import {
  actingSide,
  apply,
  isGameOver,
  refuse,
  type Command,
  type GameState,
  type Outcome,
  type Side,
} from '../../engine'
import type { Bundle } from './bundle'
import { logEntry } from './log'
import { AUTOSAVE_KEY, makeSave, replay, validateSave, type KV } from './save'
import { autosaveBorodino } from './autosave'
import { bothHuman, HUMANS } from './players'
import { mayActBy } from '../mail'
import type { PbmGame } from './pbm'

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

/** Whether a snapshot is a point of the game in the store: the same start and its commands a part of the game's. */
const samePoint = (snap: GameSnapshot, g: GameStore): boolean =>
  snap.scenarioId === g.scenarioId &&
  snap.seed === g.seed &&
  snap.commands.length <= g.commands.length &&
  snap.commands.every((c, i) => c === g.commands[i])

/** At a distance a player acts only in his own turn, once its dice are set and until he has sent it (store/pbm). */
const mayAct = (pbm: PbmGame | null, state: GameState): boolean => mayActBy(pbm, isGameOver(state), actingSide(state))

export function createGameStore(bundle: Bundle, kv: KV | null, wanted: { scenarioId: string; seed: number }) {
  // A link with an unknown scenario or a bad seed must not leave a blank page: start the default game.
  const known = bundle.scenarios.some((s) => s.id === wanted.scenarioId)
  const initial = {
    scenarioId: known ? wanted.scenarioId : bundle.scenarios[0]!.id, // a bundle has scenarios (bundledData)
    seed: isValidSeed(wanted.seed) ? wanted.seed : 1812,
  }
  const fresh = bundle.newGame(initial.scenarioId, initial.seed)
  if (!fresh) throw new Error(`unknown scenario ${initial.scenarioId}`)
  // The game the store was built with, for the first new game only: a link asking for that same game (?new=…&seed=…)
  // while it is still untouched takes it as it is instead of building it a second time before the first paint. Any
  // later new game is built afresh, so no two games ever share a state object (code that asks whether the game has
  // moved on compares states by identity).
  let untouched: GameState | null = fresh
  const buildGame = (scenarioId: string, seed: number): GameState | null => {
    const same = untouched !== null && store.getState().state === untouched
    untouched = null
    return same && scenarioId === initial.scenarioId && seed === initial.seed ? fresh : bundle.newGame(scenarioId, seed)
  }
  // Every way to put a whole game in place (new game, load, restore, rewind) goes through here:
  // no undo history, no refusal.
  const reset = (
    g: Pick<GameStore, 'scenarioId' | 'seed' | 'state' | 'commands' | 'log'> & Partial<Pick<GameStore, 'dice' | 'pbm'>>,
    handoverFor: Side | null,
  ): Partial<GameStore> => ({
    dice: [],
    pbm: null,
    ...g,
    undoStack: [],
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
    players: HUMANS,
    hintsUsed: 0,
    dice: [],
    pbm: null,
    undoStack: [],
    undoBlock: 'empty',
    refusal: null,
    handoverFor: null,
    handoverEnabled: true,
    mode: 'game',
    saveFailed: null,
    brokenAutosave: null,
    savedState: null,
    gameNo: 0,

    dispatch(cmd) {
      const g = get()
      const before = g.state
      if (!mayAct(g.pbm, before)) {
        set({ refusal: refuse(null, 'pbm.wait', {}) })
        return false
      }
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
      if (rolled) Object.assign(next, { undoStack: [], undoBlock: 'dice' })
      else if (newPhase || !undoable(before)) Object.assign(next, { undoStack: [], undoBlock: 'phase' })
      else Object.assign(next, { undoStack: [...g.undoStack, snap].slice(-UNDO_LIMIT), undoBlock: null })
      if (
        g.handoverEnabled &&
        g.mode === 'game' &&
        bothHuman(g.players) &&
        // At a distance the other player has his own screen: nothing to hand over.
        g.pbm === null &&
        !isGameOver(after) &&
        actingSide(after) !== actingSide(before)
      ) {
        next.handoverFor = actingSide(after)
      }
      set(next)
      return true
    },

    undo() {
      const g = get()
      const snap = g.undoStack.at(-1)
      if (!snap || !mayAct(g.pbm, g.state)) return
      const undoStack = g.undoStack.slice(0, -1)
      set({
        undoStack,
        state: snap.state,
        commands: g.commands.slice(0, snap.commands),
        log: g.log.slice(0, snap.log),
        refusal: null,
        ...(undoStack.length === 0 ? { undoBlock: 'empty' as const } : {}),
      })
    },

    newGame(scenarioId, seed, players) {
      if (!isValidSeed(seed)) return false
      const st = buildGame(scenarioId, seed)
      if (!st) return false
      const g = get()
      const who = players ?? g.players
      const handover = g.handoverEnabled && g.mode === 'game' && bothHuman(who) ? actingSide(st) : null
      set({
        // A new list of commands even when the state is the untouched one: the autosave follows that change.
        ...reset({ scenarioId, seed, state: st, commands: [], log: [] }, handover),
        players: who,
        hintsUsed: 0,
        savedState: st,
        gameNo: g.gameNo + 1,
      })
      return true
    },

    setPlayers(players) {
      const g = get()
      if (players.fr === g.players.fr && players.ru === g.players.ru) return
      set({ players, ...(bothHuman(players) ? {} : { handoverFor: null }) })
    },

    loadText(text) {
      const res = validateSave(text, bundle)
      if (!res.ok) return res.problems
      const { save, log } = res
      const g = get()
      const handover =
        g.handoverEnabled && g.mode === 'game' && bothHuman(save.players) && !save.pbm && !isGameOver(save.state)
          ? actingSide(save.state)
          : null
      const game = {
        scenarioId: save.scenarioId,
        seed: save.seed,
        state: save.state,
        commands: save.commands,
        log,
        dice: save.dice,
        pbm: save.pbm,
      }
      set({
        ...reset(game, handover),
        players: save.players,
        hintsUsed: save.hints,
        savedState: save.state,
        gameNo: g.gameNo + 1,
      })
      return []
    },

    save() {
      const g = get()
      return makeSave(bundle.map, g.scenarioId, g.seed, g.commands, g.state, g.players, g.hintsUsed, g)
    },
    isUnsaved() {
      const g = get()
      // A game by mail holds its exchange's secrets from its first file on: without them its files cannot be answered.
      return (g.commands.length > 0 || g.pbm !== null) && g.state !== g.savedState
    },
    markSaved: () => set({ savedState: get().state }),
    noteHint: () => set({ hintsUsed: get().hintsUsed + 1 }),
    discardBrokenAutosave() {
      if (!get().brokenAutosave) return
      set({ brokenAutosave: null })
      autosave?.now(AUTOSAVE_KEY)
    },
    flushAutosave: () => autosave?.flush(),
    clearRefusal: () => set({ refusal: null }),
    setHandover: (enabled) => set(enabled ? { handoverEnabled: true } : { handoverEnabled: false, handoverFor: null }),
    revealBoard: () => set({ handoverFor: null }),
    showHandover: (side) => set({ handoverFor: side }),
    setMode: (mode) => set({ mode, handoverFor: null }),
    rewind(count) {
      const g = get()
      const commands = g.commands.slice(0, Math.max(0, count))
      // The dice stay as they fell; a game taken back leaves the exchange (the other player has moved on from it).
      const dice = g.dice.filter((d) => d.at < commands.length)
      const r = replay(bundle, g.scenarioId, g.seed, commands, dice)
      if (!r.ok) return false
      set(reset({ scenarioId: g.scenarioId, seed: g.seed, state: r.state, commands, log: r.log, dice }, null))
      return true
    },
    restore: (snap) => {
      const g = get()
      const game = {
        scenarioId: snap.scenarioId,
        seed: snap.seed,
        state: snap.state,
        commands: snap.commands,
        log: snap.log,
        // Kept while the snapshot is a point of this same game (another game, a lesson, has none); a position taken
        // back leaves the exchange, as rewind does.
        dice: snap.dice ?? (samePoint(snap, g) ? g.dice.filter((d) => d.at <= snap.commands.length) : []),
        pbm:
          snap.pbm !== undefined
            ? snap.pbm
            : samePoint(snap, g) && snap.commands.length === g.commands.length
              ? g.pbm
              : null,
      }
      set({
        ...reset(game, null),
        ...(snap.players ? { players: snap.players } : {}),
        ...(snap.hintsUsed === undefined ? {} : { hintsUsed: snap.hintsUsed }),
      })
    },
  }))

  const autosave = kv ? autosaveBorodino(store, bundle, kv) : null
  return store
}
