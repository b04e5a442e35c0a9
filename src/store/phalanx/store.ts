// The Phalanx game in play: options, the command list, the state it leads to, undo within the turn, the
// hand-over, the tutorial's game kept apart from the player's, and the autosave. Every change goes through the
// rules module's `apply`; a refused command changes nothing. Saves go through the saves layer (../saves), as
// Borodino's do.
import { createStore, useStore } from 'zustand'
import { apply, diceAt, standardCtx, type PhCommand, type PhEvent, type PhState } from '../../phalanx'
import { mayActBy } from '../mail'
import { PHALANX_AUTOSAVE_KEY } from '../ui'
import { browserStorage, type KV } from '../saves'
import { type PhOptions, DEFAULT_OPTIONS, HUMANS, initialState, makeSave, validatePhSave } from './save'
import type { PhGame, PhRecord } from './types'
import { autosavePhalanx } from './autosave'

export const ctx = standardCtx()

/** Commands of the current player-turn can be taken back; the one that began the turn cannot. */
export function canUndo(g: Pick<PhGame, 'commands' | 'events' | 'state'>): boolean {
  const last = g.events[g.events.length - 1]
  if (!last || g.state.result) return false
  return !last.some((e) => e.kind === 'turnStarted' || e.kind === 'gameEnded')
}

/** The hand-over screen stands between two people at one screen only: never before the computer, nor at a distance. */
export const handsOver = (g: Pick<PhGame, 'handoverEnabled' | 'players' | 'pbm'>): boolean =>
  g.handoverEnabled && !g.pbm && g.players.south === 'human' && g.players.north === 'human'

/** At a distance a player acts only in his own turn, until he has sent it (store/phalanxMail). */
export const mayAct = (g: Pick<PhGame, 'pbm' | 'state'>): boolean =>
  mayActBy(g.pbm, g.state.result !== null, g.state.side)

/** The computer plays the side to move now: the person's clicks and undo wait. */
export const computerToMove = (g: Pick<PhGame, 'players' | 'state'>): boolean =>
  !g.state.result && g.players[g.state.side] !== 'human'

const record = (g: PhRecord): PhRecord => ({
  options: g.options,
  players: g.players,
  commands: g.commands,
  events: g.events,
  state: g.state,
  hintsUsed: g.hintsUsed,
  dice: g.dice,
  pbm: g.pbm,
})

export function createPhalanxStore(kv: KV, autosaveKey: string | null) {
  /** The player's game while the tutorial plays its own, with the state it was last saved at. */
  let kept: { game: PhRecord; savedState: PhState | null } | null = null
  const fresh = (options: PhOptions) => ({
    options,
    commands: [] as PhCommand[],
    events: [] as PhEvent[][],
    state: initialState(options),
    hintsUsed: 0,
    dice: [],
    pbm: null,
  })
  const store = createStore<PhGame>()((set, get) => ({
    ...fresh(DEFAULT_OPTIONS),
    players: { ...HUMANS },
    handoverEnabled: true,
    refusal: null,
    handoverFor: null,
    mode: 'game',
    saveFailed: null,
    brokenAutosave: null,
    savedState: null,
    dispatch: (cmd) => {
      const g = get()
      // The other side's turn at a distance, or this player's once sent: its commands come only in a turn file.
      if (!mayAct(g)) return false
      // PH-WIN.7's draw is both players' word at one screen; at a distance one file cannot carry the other's consent.
      if (g.pbm && cmd.type === 'agreeDraw') return false
      const out = apply(ctx, g.state, cmd)
      if (!out.ok) {
        set({ refusal: out.refusal })
        return false
      }
      const turned = out.events.find((e) => e.kind === 'turnStarted')
      set({
        commands: [...g.commands, cmd],
        events: [...g.events, out.events],
        state: out.state,
        handoverFor: handsOver(g) && turned && !out.state.result ? out.state.side : null,
        refusal: null,
      })
      return true
    },
    clearRefusal: () => set({ refusal: null }),
    undo: () => {
      const g = get()
      if (!canUndo(g) || !mayAct(g)) return false
      const commands = g.commands.slice(0, -1)
      // Replaying from the start is exact and cheap (tens of microseconds a command); a play-by-mail game's dice
      // are set where they were.
      let state = initialState(g.options)
      for (const [i, c] of commands.entries()) {
        const out = apply(ctx, diceAt(state, g.dice, i), c)
        if (out.ok) state = out.state
      }
      state = diceAt(state, g.dice, commands.length)
      set({ commands, events: g.events.slice(0, -1), state })
      return true
    },
    newGame: (options = {}, players = get().players) => {
      const o = { ...DEFAULT_OPTIONS, ...options }
      const game = fresh(o)
      set({ ...game, players: { ...players }, savedState: game.state })
      set({ handoverFor: handsOver(get()) ? o.first : null })
    },
    setPlayers: (players) => {
      set({ players: { ...players } })
      if (!handsOver(get())) set({ handoverFor: null })
    },
    restore: (s) => {
      set({
        ...record({ ...s, hintsUsed: s.hintsUsed ?? 0, dice: s.dice ?? [], pbm: s.pbm ?? null }),
        savedState: s.state,
        handoverFor:
          handsOver({ ...get(), players: s.players, pbm: s.pbm ?? null }) && !s.state.result ? s.state.side : null,
      })
    },
    loadText: (text) => {
      const r = validatePhSave(text)
      if (!r.ok) return r.problems
      // A save loaded during the tutorial replaces the player's game: the tutorial ends first.
      get().leaveTutorial()
      get().restore(r.save)
      return []
    },
    setHandover: (on) => set({ handoverEnabled: on, handoverFor: on ? get().handoverFor : null }),
    revealBoard: () => set({ handoverFor: null }),
    save: () => {
      const g = kept?.game ?? get()
      return makeSave(g.options, g.players, g.commands, g.state, g.hintsUsed, g)
    },
    isUnsaved: () => {
      const g = kept ? { ...kept.game, savedState: kept.savedState } : get()
      // A game by mail holds its exchange's secrets from its first file on: without them its files cannot be answered.
      return (g.commands.length > 0 || Boolean(g.pbm)) && g.state !== g.savedState
    },
    markSaved: () => {
      if (kept) kept.savedState = kept.game.state
      else set({ savedState: get().state })
    },
    noteHint: () => set({ hintsUsed: get().hintsUsed + 1 }),
    discardBrokenAutosave: () => {
      if (!get().brokenAutosave) return
      set({ brokenAutosave: null })
      saver?.now()
    },
    flushAutosave: () => saver?.flush(),
    enterTutorial: () => {
      if (kept) return
      saver?.flush()
      const g = get()
      kept = { game: record(g), savedState: g.savedState }
      set({ mode: 'tutorial' })
    },
    leaveTutorial: () => {
      if (!kept) return
      const { game, savedState } = kept
      kept = null
      set({ ...game, savedState, mode: 'game', handoverFor: null })
    },
  }))
  const saver = autosaveKey ? autosavePhalanx(store, kv, autosaveKey) : null
  return store
}

type PhStore = ReturnType<typeof createPhalanxStore>
let made: PhStore | null = null
const real = (): PhStore => (made ??= createPhalanxStore(browserStorage(), PHALANX_AUTOSAVE_KEY))

/** The app's Phalanx store: built, and its autosave resumed, on first use, never when this module is imported. */
export const phalanxStore: PhStore = {
  getState: () => real().getState(),
  getInitialState: () => real().getInitialState(),
  setState: ((...args: Parameters<PhStore['setState']>) => real().setState(...args)) as PhStore['setState'],
  subscribe: (listener) => real().subscribe(listener),
}

export function usePh<T>(selector: (s: PhGame) => T): T {
  return useStore(phalanxStore, selector)
}
