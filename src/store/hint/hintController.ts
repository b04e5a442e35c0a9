// The coach's hint, for either game: on request, the computer player of the chosen level, in the worker, on the
// person's own side, works out what it would do; the hint is the first command of its answer (Borodino's worker
// answers that one alone, Phalanx's the rest of the turn, kept as the plan the hint is explained with). The answer is
// shown only while the game is in the very state it was asked about: any command, undo or load in the meantime makes
// it stale, and a request still in the worker is then ended. «Apply» gives exactly that command through the game's
// store. What differs between the games comes from the computer player's own adapter (src/store/ai/adapter.ts).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AiLevelName } from '../../worker/aiProtocol'
import type { AiAdapter } from '../ai/adapter'
import { LEVEL_BELOW, THINK_CAP_MS, type AnswerOf, type Connection, type ConnectTo } from '../ai/connection'

export type HintStatus = 'idle' | 'thinking' | 'ready' | 'none' | 'failed'

export interface HintViewOf<S, C, Side> {
  status: HintStatus
  /** The position the hint is about (the game's state object when it was asked). */
  state: S | null
  side: Side | null
  /** The hinted command (status 'ready'). */
  command: C | null
  /** The computer's whole answer, the hinted command first (for Phalanx, the rest of the turn). */
  plan: readonly C[]
  /** The level asked, and the level that answered (lower after a cap). */
  level: AiLevelName
  answeredAt: AiLevelName | null
  /** When the request was sent (performance.now()), for the button's progress. */
  since: number | null
  thinkMs: number | null
}

export interface HintController<S, C, Side> {
  view: StoreApi<HintViewOf<S, C, Side>>
  /** Asks for a hint for the side to act now (nothing when the computer acts or the game is over). */
  ask(level: AiLevelName): void
  /** Plays the hinted command; false when it is stale or refused. */
  apply(): boolean
  /** Puts the hint away (a request in progress is ended). */
  close(): void
  dispose(): void
}

export interface HintControllerOptions<S, C, Side extends string, Req, Ans extends AnswerOf<C>> {
  /** The computer player's adapter of the game: its state, whose decision it is, the worker's message, the store. */
  adapter: AiAdapter<S, C, Side, Req>
  /** The hint's message, from the adapter's request for a decision (Borodino's asks for the next command only). */
  hintRequest?: (req: Req) => Req
  /** No hint while this is true (a lesson, a review), whatever the adapter says. */
  blocked?: () => boolean
  /** Counts a hint given (the game's record keeps the count). */
  noteHint(): void
  connect: ConnectTo<Req, Ans>
  seed?: number
  now?: () => number
}

const idle = <S, C, Side>(level: AiLevelName = 'normal'): HintViewOf<S, C, Side> => ({
  status: 'idle',
  state: null,
  side: null,
  command: null,
  plan: [],
  level,
  answeredAt: null,
  since: null,
  thinkMs: null,
})

/** The side a person must decide for now through this adapter, or null (the computer acts, the game is over, …). */
export function personToAct<Side extends string>(
  a: Pick<AiAdapter<unknown, unknown, Side, unknown>, 'actor' | 'players'>,
  blocked?: () => boolean,
): Side | null {
  if (blocked?.()) return null
  const side = a.actor()
  return side !== null && a.players()[side] === 'human' ? side : null
}

export function createHintController<S, C, Side extends string, Req, Ans extends AnswerOf<C>>(
  o: HintControllerOptions<S, C, Side, Req, Ans>,
): HintController<S, C, Side> {
  const a = o.adapter
  const view = createStore<HintViewOf<S, C, Side>>()(() => idle())
  const now = o.now ?? (() => performance.now())
  let conn: Connection<Req> | null = null
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
    if (view.getState().status !== 'idle') view.setState(idle<S, C, Side>(view.getState().level))
  }

  function send(state: S, side: Side, level: AiLevelName) {
    const id = nextId++
    const capMs = THINK_CAP_MS[level]
    const cap = capMs === null ? null : setTimeout(() => onCap(id), capMs)
    req = { id, level, cap }
    const msg = a.request({ id, state, side, level, seed: o.seed ?? 1 })
    try {
      conn ??= o.connect(onAnswer, onError)
      conn.post(o.hintRequest ? o.hintRequest(msg) : msg)
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

  function onAnswer(ans: Ans) {
    if (!req || ans.id !== req.id) return
    const level = req.level
    if (req.cap) clearTimeout(req.cap)
    req = null
    // Asked about another position: the game moved on (the subscription below has already reset the view).
    if (view.getState().state !== a.state()) return reset()
    if (!ans.ok) return view.setState({ status: 'failed' })
    const command = ans.commands[0] ?? null
    view.setState({
      status: command === null ? 'none' : 'ready',
      command,
      plan: ans.commands,
      answeredAt: level,
      thinkMs: Math.round(ans.thinkMs),
    })
    if (command !== null) o.noteHint()
  }

  function onError() {
    endRequest()
    view.setState({ status: 'failed' })
  }

  const unsubscribe = a.subscribe(reset)

  return {
    view,
    ask(level) {
      const state = a.state()
      const side = personToAct(a, o.blocked)
      const v = view.getState()
      if (!side) return reset()
      if (v.state === state && v.level === level && v.status !== 'failed' && v.status !== 'idle') return
      endRequest()
      view.setState({ ...idle<S, C, Side>(level), status: 'thinking', state, side, since: now() })
      send(state, side, level)
    },
    apply() {
      const v = view.getState()
      if (v.status !== 'ready' || v.command === null || v.state !== a.state()) return false
      // The command changes the state: the subscription closes the hint.
      return a.give(v.command) === null
    },
    close: reset,
    dispose() {
      unsubscribe()
      endRequest()
    },
  }
}
