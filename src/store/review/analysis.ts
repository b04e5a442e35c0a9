// The coach's analysis of the reviewed game (src/ai/analysis, run on its own worker): its state — running with its
// progress, done with every judged decision, cancelled, failed — and the start and cancel. The result belongs to
// one game record: a new game, a load, an undo or another command makes it go.
import { create, type StoreApi, type UseBoundStore } from 'zustand'
import type { Side } from '../../engine'
import type { Bundle, GameStore } from '../game'
import type { AnalysisAnswer, AnalysisRequest, JudgedDecision } from '../../worker/analysisProtocol'

export type AnalysisStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error'

export interface AnalysisStore {
  status: AnalysisStatus
  /** Decisions judged so far, and how many there are (0 before the worker has counted them). */
  done: number
  total: number
  /** Every judged decision of the sides analysed, in the game's order (when done). */
  results: JudgedDecision[] | null
  sides: Side[]
  start: () => void
  cancel: () => void
}

/** A way to reach the analysis worker (the Web Worker in the browser, the analysis itself in tests). */
export interface AnalysisConnection {
  post(req: AnalysisRequest): void
}
export type ConnectAnalysis = (onAnswer: (a: AnalysisAnswer) => void) => AnalysisConnection

type GameApi = Pick<StoreApi<GameStore>, 'getState' | 'subscribe'>

export function createAnalysis(
  bundle: Bundle,
  game: GameApi,
  connect: ConnectAnalysis,
): UseBoundStore<StoreApi<AnalysisStore>> {
  let conn: AnalysisConnection | null = null
  let id = 0
  const use = create<AnalysisStore>()((set, get) => ({
    status: 'idle',
    done: 0,
    total: 0,
    results: null,
    sides: [],
    start() {
      const g = game.getState()
      const initial = bundle.newGame(g.scenarioId, g.seed)
      if (!initial || get().status === 'running') return
      // The person's sides; a game of two computers is judged for both.
      const people = (['fr', 'ru'] as const).filter((s) => g.players[s] === 'human')
      const sides: Side[] = people.length ? [...people] : ['fr', 'ru']
      conn ??= connect(onAnswer)
      id++
      set({ status: 'running', done: 0, total: 0, results: null, sides })
      conn.post({ type: 'analyse', id, initial, commands: [...g.commands], dice: [...g.dice], sides, level: 'normal' })
    },
    cancel() {
      if (get().status !== 'running' || !conn) return
      conn.post({ type: 'cancel', id })
    },
  }))
  function onAnswer(a: AnalysisAnswer): void {
    // A worker that fails to start or dies answers for whichever analysis is running (id −1).
    if ((a.id !== id && a.id !== -1) || use.getState().status !== 'running') return
    if (a.type === 'progress') use.setState({ done: a.done, total: a.total })
    else if (a.type === 'done') use.setState({ status: 'done', results: a.results, done: a.results.length })
    else if (a.type === 'cancelled') use.setState({ status: 'cancelled' })
    else {
      console.error('the analysis failed', a.error)
      use.setState({ status: 'error' })
    }
  }
  // Another record (a new game, a load, an undo, a command): the analysis was of the old one.
  game.subscribe((s, prev) => {
    if (s.commands === prev.commands && s.seed === prev.seed && s.scenarioId === prev.scenarioId) return
    if (use.getState().status === 'running') conn?.post({ type: 'cancel', id })
    id++
    use.setState({ status: 'idle', done: 0, total: 0, results: null })
  })
  return use
}

/** The browser's connection: the analysis worker, started on the first analysis. */
export const workerAnalysis: ConnectAnalysis = (onAnswer) => {
  const worker = new Worker(new URL('../../worker/analysisWorker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (e: MessageEvent<AnalysisAnswer>) => onAnswer(e.data)
  worker.onerror = (e) => {
    e.preventDefault()
    onAnswer({ type: 'error', id: -1, error: e.message })
  }
  return { post: (req) => worker.postMessage(req) }
}
