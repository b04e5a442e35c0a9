// Plays the computer's sides: asks the worker for the decision at hand and gives its commands through the
// game store's own dispatch (saves, replay, autosave as for a person), one by one at the chosen speed.
// An answer is applied only if it answers the latest request and the game is still in the very state it
// was asked about (undo, new game, a load or the person's own move make it stale; it is then dropped).
import { createStore, type StoreApi } from 'zustand/vanilla'
import { actingSide, isGameOver, type Command, type GameState, type HexCode, type Side } from '../engine'
import type { AiAnswer, AiLevelName, AiRequest } from '../worker/aiProtocol'
import type { GameStore } from './gameStore'
import type { PlayerKind } from './players'
import { idleAiStatus, type AiStatus } from './aiStatus'

export { DEFAULT_DELAY_MS, DELAYS_MS, idleAiStatus, type AiStatus } from './aiStatus'

/** A way to reach the computer player (the Web Worker in the browser, the AI itself in tests). */
export interface AiConnection {
  post(req: AiRequest): void
  /** Stops a decision in progress at once (the worker is ended); the connection is not used again. */
  terminate(): void
}
export type Connect = (onAnswer: (a: AiAnswer) => void, onError: (message: string) => void) => AiConnection

/**
 * Simulations of Hard's plan search: src/ai's DEFAULT_HARD_BUDGET (a test keeps them equal; the value is
 * repeated so that the main bundle holds nothing of src/ai). The wall-clock caps below bound it further.
 */
export const HARD_BUDGET = 32
/**
 * Wall-clock caps per decision. When one is passed the decision is stopped and asked again one level
 * lower (Hard → Normal → Easy), so a slow machine never leaves the person waiting without end.
 */
export const THINK_CAP_MS: Readonly<Record<AiLevelName, number | null>> = { hard: 12_000, normal: 6_000, easy: 30_000 }
const LOWER: Readonly<Record<AiLevelName, AiLevelName | null>> = { hard: 'normal', normal: 'easy', easy: null }

/** Skipping gives commands in slices this long, then lets the browser draw (no long task). */
const SLICE_MS = 12

export interface AiControl {
  status: StoreApi<AiStatus>
  /** Looks at the game and does what is due (called on every change; safe to call any time). */
  sync(): void
  setPaused(p: boolean): void
  setDelay(ms: number): void
  /** Shows the rest of this turn of the computer's side at once. */
  skip(): void
  setTakeOverLevel(level: AiLevelName): void
  /** The computer plays `side` from now on. */
  takeOver(side: Side, level?: AiLevelName): void
  /** A person plays `side` from now on (any decision in progress is dropped). */
  giveBack(side: Side): void
  dispose(): void
}

export interface AiControlOptions {
  game: StoreApi<GameStore>
  connect: Connect
  /** The computer gives nothing while this is true (review of the game, a lesson). */
  blocked?: () => boolean
  /** Told of every command just shown (the board brings its hex into view). */
  onShow?: (cmd: Command) => void
  /** The computer's own seed (its noise and simulation dice). */
  seed?: number
  delayMs?: number
  /** The status store to report in (the app's exists before the control is loaded); a new one when absent. */
  status?: StoreApi<AiStatus>
}

const turnKey = (s: GameState): string => `${s.turn}/${s.side}`

/** Where a command took a counter, for the board's mark; null for commands that move nothing. */
function shownPath(cmd: Command): HexCode[] | null {
  if (cmd.type === 'move' || cmd.type === 'moveCommander') return cmd.path
  if (cmd.type === 'retreat') return [cmd.hex]
  if (cmd.type === 'place' && cmd.hex) return [cmd.hex]
  if (cmd.type === 'advance' && cmd.hex) return [cmd.hex]
  return null
}

export function createAiControl(o: AiControlOptions): AiControl {
  const status = o.status ?? createStore<AiStatus>()(() => idleAiStatus(o.delayMs))
  const seed = o.seed ?? 1
  let conn: AiConnection | null = null
  let nextId = 1
  /** The request in flight: its tag, the state it is about, the side, the side's level and the level asked. */
  let req: {
    id: number
    state: GameState
    side: Side
    kind: AiLevelName
    level: AiLevelName
    cap: ReturnType<typeof setTimeout> | null
  } | null = null
  /** Commands being shown: `state` is the game's state they continue from. */
  let show: { cmds: Command[]; state: GameState } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  /** True while the control itself dispatches (its own changes are not stale). */
  let applying = false
  let disposed = false

  const connection = (): AiConnection => {
    conn ??= o.connect(onAnswer, onWorkerError)
    return conn
  }
  const endConnection = () => {
    conn?.terminate()
    conn = null
  }
  const clearTimer = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  const dropRequest = () => {
    if (!req) return
    if (req.cap) clearTimeout(req.cap)
    req = null
    // The worker may be deep in a long decision nobody wants any more: end it rather than wait.
    endConnection()
    status.setState({ thinking: null })
  }
  const dropShow = () => {
    clearTimer()
    show = null
    if (status.getState().showing) status.setState({ showing: false })
  }

  function ask(state: GameState, side: Side, kind: AiLevelName, level: AiLevelName = kind) {
    const id = nextId++
    const capMs = THINK_CAP_MS[level]
    const cap = capMs === null ? null : setTimeout(() => onCap(id), capMs)
    req = { id, state, side, kind, level, cap }
    // A fall-back notice describes the latest decision only.
    status.setState(level === kind ? { thinking: side, fellBack: null } : { thinking: side })
    const msg: AiRequest = { game: 'borodino', id, state, side, level, seed }
    if (level === 'hard') msg.budget = HARD_BUDGET
    try {
      connection().post(msg)
    } catch (e) {
      fail(side, (e as Error)?.message ?? String(e))
    }
  }

  function onCap(id: number) {
    if (!req || req.id !== id) return
    const { state, side, kind, level } = req
    const lower = LOWER[level]
    dropRequest()
    // Easy answers in well under a second: no answer in 30 s means a hung worker.
    if (!lower) return fail(side, 'no answer in time')
    status.setState({ fellBack: { from: level, to: lower } })
    ask(state, side, kind, lower)
  }

  function onAnswer(a: AiAnswer) {
    if (disposed || !req || a.id !== req.id) return
    const { state, side } = req
    if (req.cap) clearTimeout(req.cap)
    req = null
    status.setState({ thinking: null })
    if (o.game.getState().state !== state) return sync()
    if (!a.ok) return fail(side, a.error)
    if (!a.commands.length) return fail(side, 'no decision')
    status.setState({ lastThinkMs: Math.round(a.thinkMs), failed: null })
    show = { cmds: [...a.commands], state }
    status.setState({ showing: true })
    step()
  }

  function onWorkerError(message: string) {
    if (!req) return
    const side = req.side
    dropRequest()
    fail(side, message)
  }

  /** The computer cannot go on: the person gets the side back and is told. */
  function fail(side: Side, message: string) {
    console.error('computer player:', message)
    dropRequest()
    dropShow()
    status.setState({ failed: { side, message } })
    const g = o.game.getState()
    g.setPlayers({ ...g.players, [side]: 'human' })
  }

  const skipping = (s: GameState): boolean => status.getState().skipFor === turnKey(s)
  const pauseFor = (cmd: Command): number => {
    const d = status.getState().delayMs
    if (cmd.type === 'attack' || cmd.type === 'fire') return d * 2
    if (cmd.type === 'place' || cmd.type === 'placeCommander') return d / 2
    return d
  }

  function step() {
    clearTimer()
    if (!show || status.getState().paused) return
    const state = o.game.getState().state
    if (state !== show.state) {
      dropShow()
      return sync()
    }
    const wait = skipping(state) ? 0 : pauseFor(show.cmds[0]!) // a show is dropped once its commands run out
    timer = setTimeout(giveNext, wait)
  }

  function giveNext() {
    timer = null
    const t0 = performance.now()
    do {
      if (!show || status.getState().paused) return
      const g = o.game.getState()
      if (g.state !== show.state) {
        dropShow()
        return sync()
      }
      const cmd = show.cmds.shift() as Command
      applying = true
      const ok = g.dispatch(cmd)
      applying = false
      if (!ok) {
        const side = actingSide(g.state)
        const why = o.game.getState().refusal
        o.game.getState().clearRefusal()
        return fail(side, `refused ${cmd.type}: ${why?.code ?? '?'}`)
      }
      const path = shownPath(cmd)
      if (path) status.setState({ lastPath: path })
      o.onShow?.(cmd)
      show.state = o.game.getState().state
      if (!show.cmds.length) {
        dropShow()
        return sync()
      }
    } while (skipping(show.state) && performance.now() - t0 < SLICE_MS)
    step()
  }

  function sync() {
    if (applying || disposed) return
    const g = o.game.getState()
    const state = g.state
    const side = actingSide(state)
    const kind: PlayerKind = g.players[side]
    const st = status.getState()
    if (g.mode !== 'game' || isGameOver(state) || kind === 'human' || o.blocked?.()) {
      dropRequest()
      dropShow()
      if (st.skipFor || st.lastPath) status.setState({ skipFor: null, lastPath: null })
      return
    }
    if (show) {
      if (show.state === state) {
        if (!st.paused && !timer) step()
        if (st.paused) clearTimer()
        return
      }
      dropShow()
    }
    if (req) {
      if (req.state === state && req.side === side && req.kind === kind) return
      dropRequest()
    }
    if (st.paused) return
    ask(state, side, kind)
  }

  const unsubscribe = o.game.subscribe((s, p) => {
    if (s.state !== p.state || s.players !== p.players || s.mode !== p.mode) sync()
  })

  return {
    status,
    sync,
    setPaused(p) {
      status.setState({ paused: p })
      if (p) clearTimer()
      sync()
    },
    setDelay(ms) {
      status.setState({ delayMs: Math.max(0, ms) })
    },
    skip() {
      status.setState({ skipFor: turnKey(o.game.getState().state) })
      if (show && !status.getState().paused) {
        clearTimer()
        timer = setTimeout(giveNext, 0)
      }
    },
    setTakeOverLevel(level) {
      status.setState({ takeOverLevel: level })
    },
    takeOver(side, level) {
      const g = o.game.getState()
      status.setState({ failed: null })
      g.setPlayers({ ...g.players, [side]: level ?? status.getState().takeOverLevel })
    },
    giveBack(side) {
      const g = o.game.getState()
      g.setPlayers({ ...g.players, [side]: 'human' })
    },
    dispose() {
      disposed = true
      unsubscribe()
      dropRequest()
      dropShow()
    },
  }
}
