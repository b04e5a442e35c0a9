// The Phalanx game in play: options, the command list, the state it leads to, undo within the turn,
// the hand-over and the autosave. Every change goes through the rules module's `apply`; a refused
// command changes nothing.
import { createStore, useStore } from 'zustand'
import {
  apply,
  standardCtx,
  type PhCommand,
  type PhEvent,
  type PhRefusal,
  type PhState,
  type Side,
} from '../../phalanx'
import { PHALANX_AUTOSAVE_KEY } from '../activeGame'
import { browserStorage, tryRead, tryWrite, type KV, type WriteResult } from '../storage'
import {
  DEFAULT_OPTIONS,
  HUMANS,
  initialState,
  makeSave,
  validatePhSave,
  type Player,
  type PhLoaded,
  type PhOptions,
  type PhSaveFile,
} from './save'

export const ctx = standardCtx()

export interface PhGame {
  options: PhOptions
  /** Who plays each side: a person or the computer at a level (src/store/phalanx/phAiControl.ts plays it). */
  players: Record<Side, Player>
  commands: PhCommand[]
  /** Events of each command, in order (the move list and the review read them). */
  events: PhEvent[][]
  state: PhState
  /** Hot-seat: the board is hidden until the side to play says it is ready. */
  handover: boolean
  handoverFor: Side | null
  /** The last autosave failed (storage full or off). */
  saveFailed: boolean
  send(cmd: PhCommand): PhRefusal | null
  /** Takes back the last command of the current player-turn (never across a turn change). */
  undo(): boolean
  /** A new game; `players` keeps the current setting when left out. */
  newGame(options?: Partial<PhOptions>, players?: Record<Side, Player>): void
  setPlayers(players: Record<Side, Player>): void
  load(save: PhLoaded): void
  setHandover(on: boolean): void
  reveal(): void
  save(): PhSaveFile
}

/** Commands of the current player-turn can be taken back; the one that began the turn cannot. */
export function canUndo(g: Pick<PhGame, 'commands' | 'events' | 'state'>): boolean {
  const last = g.events[g.events.length - 1]
  if (!last || g.state.result) return false
  return !last.some((e) => e.kind === 'turnStarted' || e.kind === 'gameEnded')
}

/** The hand-over screen stands between two people only, never between a person and the computer. */
export const handsOver = (g: Pick<PhGame, 'handover' | 'players'>): boolean =>
  g.handover && g.players.south === 'human' && g.players.north === 'human'

/** The computer plays the side to move now: the person's clicks and undo wait. */
export const computerToMove = (g: Pick<PhGame, 'players' | 'state'>): boolean =>
  !g.state.result && g.players[g.state.side] !== 'human'

export function createPhalanxStore(kv: KV, autosaveKey: string | null) {
  const store = createStore<PhGame>()((set, get) => {
    const persist = (): void => {
      if (!autosaveKey) return
      const g = get()
      const w: WriteResult = tryWrite(
        kv,
        autosaveKey,
        JSON.stringify(makeSave(g.options, g.players, g.commands, g.state)),
      )
      if (w.ok === g.saveFailed) set({ saveFailed: !w.ok })
    }
    const fresh = (options: PhOptions) => ({
      options,
      commands: [] as PhCommand[],
      events: [] as PhEvent[][],
      state: initialState(options),
    })
    return {
      ...fresh(DEFAULT_OPTIONS),
      players: { ...HUMANS },
      handover: true,
      handoverFor: null,
      saveFailed: false,
      send: (cmd) => {
        const g = get()
        const out = apply(ctx, g.state, cmd)
        if (!out.ok) return out.refusal
        const turned = out.events.find((e) => e.kind === 'turnStarted')
        set({
          commands: [...g.commands, cmd],
          events: [...g.events, out.events],
          state: out.state,
          handoverFor: handsOver(g) && turned && !out.state.result ? out.state.side : null,
        })
        persist()
        return null
      },
      undo: () => {
        const g = get()
        if (!canUndo(g)) return false
        const commands = g.commands.slice(0, -1)
        // Replaying from the start is exact and cheap (tens of microseconds a command).
        let state = initialState(g.options)
        for (const c of commands) {
          const out = apply(ctx, state, c)
          if (out.ok) state = out.state
        }
        set({ commands, events: g.events.slice(0, -1), state })
        persist()
        return true
      },
      newGame: (options = {}, players = get().players) => {
        const o = { ...DEFAULT_OPTIONS, ...options }
        set({ ...fresh(o), players: { ...players } })
        set({ handoverFor: handsOver(get()) ? o.first : null })
        persist()
      },
      setPlayers: (players) => {
        set({ players: { ...players } })
        if (!handsOver(get())) set({ handoverFor: null })
        persist()
      },
      load: (s) => {
        set({
          options: s.options,
          players: s.players,
          commands: s.commands,
          events: s.events,
          state: s.state,
          handoverFor: handsOver({ ...get(), players: s.players }) && !s.state.result ? s.state.side : null,
        })
        persist()
      },
      setHandover: (on) => set({ handover: on, handoverFor: on ? get().handoverFor : null }),
      reveal: () => set({ handoverFor: null }),
      save: () => {
        const g = get()
        return makeSave(g.options, g.players, g.commands, g.state)
      },
    }
  })
  // Resume the autosaved game, if there is a readable one.
  const text = autosaveKey ? tryRead(kv, autosaveKey) : null
  if (text) {
    const r = validatePhSave(text)
    if (r.ok) store.getState().load(r.save)
  }
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
