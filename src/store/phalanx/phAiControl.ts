// Plays Phalanx's computer sides: asks the worker for the rest of the side's turn and gives its commands
// one by one through the store's own `send` (autosave, undo, saves as for a person), with a short pause so
// the person sees each one. Requests are tagged: an answer is applied only if it answers the latest
// request and the game is still in the very state it was asked about (undo, a new game or a load make it
// stale; it is then dropped and, if the computer is still to move, asked again).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { PhCommand, PhState, Side } from '../../phalanx'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../worker/phalanxProtocol'
import type { PhGame } from './store'

/** A way to reach the computer player (the Web Worker in the browser, the handler itself in tests). */
export interface PhAiConnection {
  post(req: PhalanxAiRequest): void
  terminate(): void
}
export type PhConnect = (onAnswer: (a: PhalanxAiAnswer) => void, onError: (message: string) => void) => PhAiConnection

export const PH_SHOW_DELAY_MS = 450

export interface PhAiStatus {
  /** The side the computer is thinking for, or null. */
  thinking: Side | null
  /** The computer's commands are being shown one by one. */
  showing: boolean
  /** The last decision's think time in the worker (ms). */
  lastThinkMs: number | null
  /** The computer failed and gave the side back to the person. */
  failed: { side: Side; message: string } | null
}

export interface PhAiControl {
  status: StoreApi<PhAiStatus>
  /** Looks at the game and does what is due (called on every change; safe to call any time). */
  sync(): void
  /** Gives the rest of the commands being shown at once. */
  skip(): void
  dispose(): void
}

export interface PhAiControlOptions {
  game: StoreApi<PhGame>
  connect: PhConnect
  /** The computer gives nothing while this is true (the review, the tutorial). */
  blocked?: () => boolean
  seed?: number
  delayMs?: number
}

export function createPhAiControl(o: PhAiControlOptions): PhAiControl {
  const status = createStore<PhAiStatus>()(() => ({ thinking: null, showing: false, lastThinkMs: null, failed: null }))
  const seed = o.seed ?? 1
  const delay = o.delayMs ?? PH_SHOW_DELAY_MS
  let conn: PhAiConnection | null = null
  let nextId = 1
  let req: { id: number; state: PhState; side: Side; level: PhalanxAiRequest['level'] } | null = null
  /** Commands being shown; `state` is the game state they continue from. */
  let show: { cmds: PhCommand[]; state: PhState } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let applying = false
  let disposed = false

  const dropRequest = () => {
    if (!req) return
    req = null
    status.setState({ thinking: null })
  }
  const dropShow = () => {
    if (timer) clearTimeout(timer)
    timer = null
    show = null
    if (status.getState().showing) status.setState({ showing: false })
  }

  function fail(side: Side, message: string) {
    console.error('computer player:', message)
    dropRequest()
    dropShow()
    status.setState({ failed: { side, message } })
    const g = o.game.getState()
    g.setPlayers({ ...g.players, [side]: 'human' })
  }

  function ask(state: PhState, side: Side, level: PhalanxAiRequest['level']) {
    const id = nextId++
    req = { id, state, side, level }
    status.setState({ thinking: side, failed: null })
    try {
      conn ??= o.connect(onAnswer, onError)
      conn.post({ game: 'phalanx', id, state, side, level, seed })
    } catch (e) {
      fail(side, (e as Error)?.message ?? String(e))
    }
  }

  function onAnswer(a: PhalanxAiAnswer) {
    // Only the answer to the latest request counts; an older one is stale.
    if (disposed || !req || a.id !== req.id) return
    const { state, side } = req
    dropRequest()
    if (o.game.getState().state !== state) return sync()
    if (!a.ok) return fail(side, a.error)
    if (!a.commands.length) return fail(side, 'no decision')
    status.setState({ lastThinkMs: Math.round(a.thinkMs), showing: true })
    show = { cmds: [...a.commands], state }
    schedule(delay)
  }

  function onError(message: string) {
    if (!req) return
    const side = req.side
    conn?.terminate()
    conn = null
    fail(side, message)
  }

  function schedule(ms: number) {
    if (timer) clearTimeout(timer)
    timer = setTimeout(giveNext, ms)
  }

  /** One command (or, when skipping, all the rest) through the store's normal path. */
  function giveNext(all = false) {
    timer = null
    do {
      if (!show) return
      const g = o.game.getState()
      if (g.state !== show.state) {
        dropShow()
        return sync()
      }
      const cmd = show.cmds.shift() as PhCommand
      applying = true
      const refusal = g.send(cmd)
      applying = false
      if (refusal) return fail(g.state.side, `refused ${cmd.type}: ${refusal.rule} ${refusal.code}`)
      show.state = o.game.getState().state
      if (!show.cmds.length) {
        dropShow()
        return sync()
      }
    } while (all)
    schedule(delay)
  }

  function sync() {
    if (applying || disposed) return
    const g = o.game.getState()
    const state = g.state
    const side = state.side
    const kind = g.players[side]
    if (state.result || kind === 'human' || o.blocked?.()) {
      dropRequest()
      dropShow()
      return
    }
    if (show) {
      if (show.state === state) return
      dropShow()
    }
    if (req) {
      if (req.state === state && req.side === side && req.level === kind) return
      dropRequest()
    }
    ask(state, side, kind)
  }

  const unsubscribe = o.game.subscribe((s, p) => {
    if (s.state !== p.state || s.players !== p.players) sync()
  })

  return {
    status,
    sync,
    skip() {
      if (!show) return
      if (timer) clearTimeout(timer)
      giveNext(true)
    },
    dispose() {
      disposed = true
      unsubscribe()
      dropRequest()
      dropShow()
      conn?.terminate()
      conn = null
    },
  }
}
