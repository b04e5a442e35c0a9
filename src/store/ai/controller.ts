// Plays the computer's sides of either game: asks the worker for the decision at hand and gives its
// commands through the game store's own path (saves, replay, autosave as for a person), one by one at the
// chosen speed. An answer is applied only if it answers the latest request and the game is still in the
// very state it was asked about (undo, new game, a load or the person's own move make it stale; it is then
// dropped). What differs between the games — whose decision it is, how a command is given, the worker's
// message — comes from a small adapter (adapter.ts; borodino.ts, phalanx.ts).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AiLevelName } from '../../worker/aiProtocol'
import type { PlayerKind } from '../game'
import type { AiControllerOptions } from './adapter'
import { idleAiStatus, type AiStatusOf } from './aiStatus'
import { LEVEL_BELOW, THINK_CAP_MS, type AnswerOf, type Connection } from './connection'
import { clampInt } from '../../core'

export { DEFAULT_DELAY_MS, DELAYS_MS } from './aiStatus'
/** Skipping gives commands in slices this long, then lets the browser draw (no long task). */
const SLICE_MS = 12

export type { AiRun } from './aiStatus'
export type AiStatus<Side extends string, Path = unknown> = AiStatusOf<Side, Path>

/** What the control offers the screens and the stores. */
export interface AiController<Side extends string, Path = unknown> {
  status: StoreApi<AiStatus<Side, Path>>
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
  /** The turn summary was read: it is put away. */
  dismissRun(): void
  dispose(): void
}

export function createAiController<S, C, Side extends string, Req, Ans extends AnswerOf<C>, Path = unknown>(
  o: AiControllerOptions<S, C, Side, Req, Ans, Path>,
): AiController<Side, Path> {
  const a = o.adapter
  const status = o.status ?? createStore<AiStatus<Side, Path>>()(() => idleAiStatus<Side, Path>(o.delayMs))
  const seed = o.seed ?? 1
  const sliceMs = a.sliceMs ?? SLICE_MS
  let conn: Connection<Req> | null = null
  let nextId = 1
  /** The request in flight: its tag, the state it is about, the side, the side's level and the level asked. */
  let req: {
    id: number
    state: S
    side: Side
    kind: AiLevelName
    level: AiLevelName
    cap: ReturnType<typeof setTimeout> | null
  } | null = null
  /** Commands being shown, of the answer `all`: `state` is the game's state they continue from. */
  let show: { cmds: C[]; all: readonly C[]; state: S; side: Side } | null = null
  /** The stretch the computer is playing now: its side and where in the record it began. */
  let run: { side: Side; from: number } | null = null
  /** The last command of the summed-up stretch, as the record held it. */
  let runEnd: unknown = null
  let timer: ReturnType<typeof setTimeout> | null = null
  /** True while the control itself dispatches (its own changes are not stale). */
  let applying = false
  let disposed = false

  const connection = (): Connection<Req> => {
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

  /** The computer's stretch ends (the turn passes to a person or to the other side): its summary is due. */
  function endRun() {
    if (!run) return
    const to = a.recordLength()
    const done = { side: run.side, from: run.from, to }
    run = null
    if (to > done.from) {
      runEnd = a.commandAt(to - 1)
      status.setState({ lastRun: done })
    }
  }

  function ask(state: S, side: Side, kind: AiLevelName, level: AiLevelName = kind) {
    const id = nextId++
    const capMs = THINK_CAP_MS[level]
    const cap = capMs === null ? null : setTimeout(() => onCap(id), capMs)
    req = { id, state, side, kind, level, cap }
    // A fall-back notice describes the latest decision only.
    status.setState(level === kind ? { thinking: side, fellBack: null } : { thinking: side })
    try {
      connection().post(a.request({ id, state, side, level, seed }))
    } catch (e) {
      fail(side, e instanceof Error ? e.message : String(e))
    }
  }

  function onCap(id: number) {
    if (!req || req.id !== id) return
    const { state, side, kind, level } = req
    const lower = LEVEL_BELOW[level]
    dropRequest()
    // Easy answers in well under a second: no answer in 30 s means a hung worker.
    if (!lower) return fail(side, 'no answer in time')
    status.setState({ fellBack: { from: level, to: lower } })
    ask(state, side, kind, lower)
  }

  function onAnswer(ans: Ans) {
    if (disposed || !req || ans.id !== req.id) return
    const { state, side } = req
    if (req.cap) clearTimeout(req.cap)
    req = null
    status.setState({ thinking: null })
    if (a.state() !== state) return sync()
    if (!ans.ok) return fail(side, ans.error)
    if (!ans.commands.length) return fail(side, 'no decision')
    status.setState({ lastThinkMs: Math.round(ans.thinkMs), failed: null, showing: true })
    show = { cmds: [...ans.commands], all: ans.commands, state, side }
    o.onAnswer?.(ans.commands)
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
    a.setPlayers({ ...a.players(), [side]: 'human' })
  }

  const skipping = (s: S): boolean => status.getState().skipFor === a.turnKey(s)
  const pauseFor = (cmd: C, all: readonly C[]): number => {
    const d = status.getState().delayMs
    return a.pauseFor ? a.pauseFor(cmd, d, all) : d
  }

  function step() {
    clearTimer()
    if (!show || status.getState().paused) return
    const state = a.state()
    if (state !== show.state) {
      dropShow()
      return sync()
    }
    const next = show.cmds[0]
    const wait = skipping(state) || next === undefined ? 0 : pauseFor(next, show.all)
    timer = setTimeout(giveNext, wait)
  }

  function giveNext() {
    timer = null
    const t0 = performance.now()
    do {
      if (!show || status.getState().paused) return
      if (a.state() !== show.state) {
        dropShow()
        return sync()
      }
      const cmd = show.cmds.shift()
      if (cmd === undefined) {
        dropShow()
        return sync()
      }
      const before = a.recordLength()
      // Only the computer's own turn makes a stretch to sum up, not its answers within the person's turn.
      const own = show.side === a.phasing(show.state)
      applying = true
      const refused = a.give(cmd)
      applying = false
      if (refused !== null) return fail(show.side, `refused ${refused}`)
      if (own && !run) run = { side: show.side, from: before }
      const path = a.path?.(cmd) ?? null
      if (path) status.setState({ lastPath: path })
      o.onShow?.(cmd)
      show.state = a.state()
      if (!show.cmds.length) {
        dropShow()
        return sync()
      }
    } while (skipping(show.state) && performance.now() - t0 < sliceMs)
    step()
  }

  function sync() {
    if (applying || disposed) return
    const state = a.state()
    const side = a.actor()
    const st = status.getState()
    // A record shorter than the summary's end (undo, a new game, a load), or one that no longer holds the
    // summary's last command (another game loaded or started), makes the summary stale.
    if (st.lastRun && (a.recordLength() < st.lastRun.to || a.commandAt(st.lastRun.to - 1) !== runEnd))
      status.setState({ lastRun: null })
    if (run && a.recordLength() < run.from) run = null
    const players = a.players()
    const kind: PlayerKind = side === null ? 'human' : players[side]
    // The stretch ends when its side's turn does, the game does, or a person takes the side.
    if (run && (side === null || a.phasing(state) !== run.side || players[run.side] === 'human')) endRun()
    if (side === null || kind === 'human' || o.blocked?.()) {
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

  const unsubscribe = a.subscribe(sync)

  return {
    status,
    sync,
    setPaused(p) {
      status.setState({ paused: p })
      if (p) clearTimer()
      sync()
    },
    setDelay(ms) {
      // From a list on the screen or storage: a whole number of ms up to a minute, else nothing changes.
      const d = clampInt(ms, 0, 60_000)
      if (d !== null) status.setState({ delayMs: d })
    },
    skip() {
      status.setState({ skipFor: a.turnKey(a.state()) })
      if (show && !status.getState().paused) {
        clearTimer()
        giveNext()
      }
    },
    setTakeOverLevel(level) {
      status.setState({ takeOverLevel: level })
    },
    takeOver(side, level) {
      status.setState({ failed: null })
      a.setPlayers({ ...a.players(), [side]: level ?? status.getState().takeOverLevel })
    },
    giveBack(side) {
      a.setPlayers({ ...a.players(), [side]: 'human' })
    },
    dismissRun() {
      status.setState({ lastRun: null })
    },
    dispose() {
      disposed = true
      unsubscribe()
      dropRequest()
      dropShow()
      endConnection()
    },
  }
}
