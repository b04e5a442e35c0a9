// The review's analysis state (src/store/review/analysis.ts) with the analysis run in the test's own thread in place of
// the worker: progress per decision, the result, cancel between two decisions, and a new record clearing it.
import { describe, expect, it } from 'vitest'
import { startAnalysis, type AnalysisRun } from '../../src/ai'
import { createGameStore } from '../../src/store/game/gameStore'
import { createAnalysis, type ConnectAnalysis } from '../../src/store/review'
import type { AnalysisAnswer, AnalysisRequest } from '../../src/worker/analysisProtocol'
import { finishedGame, historicalBundle } from '../fixtures/finishedGame'

const bundle = historicalBundle()
const game = finishedGame()

/** A connection that runs the analysis here, one decision a `pump`, answering as the worker does. */
function fakeWorker() {
  const posted: AnalysisRequest[] = []
  let answer: (a: AnalysisAnswer) => void = () => undefined
  let job: { id: number; run: AnalysisRun; stopped: boolean } | null = null
  const connect: ConnectAnalysis = (onAnswer) => {
    answer = onAnswer
    return {
      post(req) {
        posted.push(req)
        if (req.type === 'cancel') {
          if (job?.id === req.id) job.stopped = true
          return
        }
        const run = startAnalysis(bundle.ctx, req.initial, req.commands, { sides: req.sides, level: req.level })
        job = { id: req.id, run, stopped: false }
        answer({ type: 'progress', id: req.id, done: 0, total: run.total })
      },
    }
  }
  const pump = (): boolean => {
    if (!job) return false
    const { id, run } = job
    if (!job.stopped && run.step()) {
      answer({ type: 'progress', id, done: run.done, total: run.total })
      return true
    }
    answer(job.stopped ? { type: 'cancelled', id } : { type: 'done', id, results: run.results() })
    job = null
    return false
  }
  return { connect, pump, posted }
}

function played(n: number) {
  const store = createGameStore(bundle, null, { scenarioId: game.scenarioId, seed: game.seed })
  for (const c of game.commands.slice(0, n)) expect(store.getState().dispatch(c)).toBe(true)
  return store
}

describe('the analysis in the review', { timeout: 120_000 }, () => {
  it('runs decision by decision to a result for the person’s sides, and a new command clears it', () => {
    const store = played(130)
    const w = fakeWorker()
    const an = createAnalysis(bundle, store, w.connect)
    expect(an.getState().status).toBe('idle')
    an.getState().start()
    expect(an.getState()).toMatchObject({ status: 'running', done: 0, sides: ['fr', 'ru'] })
    const total = an.getState().total
    expect(total).toBeGreaterThan(3)
    let steps = 0
    while (w.pump()) expect(an.getState().done).toBe(++steps)
    expect(steps).toBe(total)
    expect(an.getState().status).toBe('done')
    expect(an.getState().results).toHaveLength(total)
    // The analysis was of this record: one more command and it is gone.
    expect(store.getState().dispatch(game.commands[130]!)).toBe(true)
    expect(an.getState()).toMatchObject({ status: 'idle', results: null })
  })

  it('stops between two decisions when cancelled, and can be started again', () => {
    const store = played(130)
    const w = fakeWorker()
    const an = createAnalysis(bundle, store, w.connect)
    an.getState().start()
    w.pump()
    an.getState().cancel()
    expect(w.posted.at(-1)).toEqual({ type: 'cancel', id: 1 })
    w.pump()
    expect(an.getState()).toMatchObject({ status: 'cancelled', done: 1, results: null })
    an.getState().start()
    while (w.pump());
    expect(an.getState().status).toBe('done')
  })
})
