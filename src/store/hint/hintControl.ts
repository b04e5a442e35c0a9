// The coach's hint: on request, the computer player of the chosen level, in the worker, on the person's own
// side, works out the next command it would give (src/ai's hint). The answer is shown only while the game is
// in the very state it was asked about: any command, undo or load in the meantime makes it stale, and a
// request still in the worker is then ended. «Apply» dispatches exactly that command through the game store.
import { createStore, type StoreApi } from 'zustand/vanilla'
import { actingSide, isGameOver, type Command, type GameState, type Side } from '../../engine'
import type { AiAnswer, AiLevelName, AiRequest } from '../../worker/aiProtocol'
import type { GameStore } from '../game'
import { LEVEL_BELOW, THINK_CAP_MS, type Connection, type ConnectTo } from '../ai/connection'

/** Simulations of Hard's plan search for a hint: the same budget the computer player uses (src/store/ai). */
export const HINT_HARD_BUDGET = 32

export type HintStatus = 'idle' | 'thinking' | 'ready' | 'none' | 'failed'

export interface HintView {
  status: HintStatus
  /** The position the hint is about (the game's state object when it was asked). */
  state: GameState | null
  side: Side | null
  /** The hinted command (status 'ready'). */
  command: Command | null
  /** The level asked, and the level that answered (lower after a cap). */
  level: AiLevelName
  answeredAt: AiLevelName | null
  /** When the request was sent (performance.now()), for the button's progress. */
  since: number | null
  thinkMs: number | null
}

export interface HintControl {
  view: StoreApi<HintView>
  /** Asks for a hint for the side to act now (nothing when the computer acts or the game is over). */
  ask(level: AiLevelName): void
  /** Plays the hinted command; false when it is stale or refused. */
  apply(): boolean
  /** Puts the hint away (a request in progress is ended). */
  close(): void
  dispose(): void
}

export interface HintOptions {
  game: StoreApi<GameStore>
  connect: ConnectTo<AiRequest, AiAnswer>
  seed?: number
  now?: () => number
}

const idle = (level: AiLevelName = 'normal'): HintView => ({
  status: 'idle',
  state: null,
  side: null,
  command: null,
  level,
  answeredAt: null,
  since: null,
  thinkMs: null,
})

/** The side a person must decide for now, or null (the computer acts, the game is over). A lesson's game counts:
 * the lesson itself says when a hint may be asked (hintInLesson). */
export function hintSide(g: Pick<GameStore, 'state' | 'players'>): Side | null {
  if (isGameOver(g.state)) return null
  const side = actingSide(g.state)
  return g.players[side] === 'human' ? side : null
}

export function createHintControl(o: HintOptions): HintControl {
  const view = createStore<HintView>()(() => idle())
  const now = o.now ?? (() => performance.now())
  let conn: Connection<AiRequest> | null = null
  let nextId = 1
  let req: { id: number; level: AiLevelName; cap: ReturnType<typeof setTimeout> | null } | null = null

  const endRequest = () => {
    if (!req) return
    if (req.cap) clearTimeout(req.cap)
    req = null
    // The worker may be deep in a long search nobody wants any more: end it rather than wait.
    conn?.terminate()
    conn = null
  }
  const reset = () => {
    endRequest()
    if (view.getState().status !== 'idle') view.setState(idle(view.getState().level))
  }

  function send(state: GameState, side: Side, level: AiLevelName) {
    const id = nextId++
    const capMs = THINK_CAP_MS[level]
    const cap = capMs === null ? null : setTimeout(() => onCap(id), capMs)
    req = { id, level, cap }
    const msg: AiRequest = { game: 'borodino', id, state, side, level, seed: o.seed ?? 1, hint: true }
    if (level === 'hard') msg.budget = HINT_HARD_BUDGET
    try {
      conn ??= o.connect(onAnswer, onError)
      conn.post(msg)
    } catch {
      onError()
    }
  }

  function onCap(id: number) {
    if (!req || req.id !== id) return
    const lower = LEVEL_BELOW[req.level]
    endRequest()
    const v = view.getState()
    if (!lower || !v.state || !v.side) return view.setState({ status: 'failed' })
    send(v.state, v.side, lower)
  }

  function onAnswer(ans: AiAnswer) {
    if (!req || ans.id !== req.id) return
    const level = req.level
    if (req.cap) clearTimeout(req.cap)
    req = null
    const v = view.getState()
    // Asked about another position: the game moved on (the subscription below has already reset the view).
    if (v.state !== o.game.getState().state) return reset()
    if (!ans.ok) return view.setState({ status: 'failed' })
    const command = ans.commands[0] ?? null
    view.setState({ status: command ? 'ready' : 'none', command, answeredAt: level, thinkMs: Math.round(ans.thinkMs) })
    if (command) o.game.getState().noteHint()
  }

  function onError() {
    endRequest()
    view.setState({ status: 'failed' })
  }

  const unsubscribe = o.game.subscribe((s, p) => {
    if (s.state !== p.state || s.players !== p.players || s.mode !== p.mode) reset()
  })

  return {
    view,
    ask(level) {
      const g = o.game.getState()
      const side = hintSide(g)
      const v = view.getState()
      if (!side) return reset()
      if (v.state === g.state && v.level === level && v.status !== 'failed' && v.status !== 'idle') return
      endRequest()
      view.setState({ ...idle(level), status: 'thinking', state: g.state, side, since: now() })
      send(g.state, side, level)
    },
    apply() {
      const v = view.getState()
      const g = o.game.getState()
      if (v.status !== 'ready' || !v.command || v.state !== g.state) return false
      // The dispatch changes the state: the subscription closes the hint.
      return g.dispatch(v.command)
    },
    close: reset,
    dispose() {
      unsubscribe()
      endRequest()
    },
  }
}
