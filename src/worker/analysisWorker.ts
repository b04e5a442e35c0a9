// The coach's analysis thread: judges a played game decision by decision (src/ai/analysis), tells its progress
// after each, and looks at its messages between two decisions, so a cancel (or a newer request) stops it there.
import { startAnalysis } from '../ai'
import { borodinoMapData } from '../data/pieces'
import { loadMap, type Ctx } from '../engine'
import type { AnalysisAnswer, AnalysisRequest, AnalysisStart } from './analysisProtocol'

interface WorkerScope {
  onmessage: ((e: MessageEvent<AnalysisRequest>) => void) | null
  postMessage(message: AnalysisAnswer): void
}
const scope = globalThis as unknown as WorkerScope

let ctx: Ctx | null = null
let current: { id: number; stopped: boolean } | null = null

/** Lets the messages that arrived meanwhile (a cancel) be handled before the next decision. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

async function run(job: { id: number; stopped: boolean }, req: AnalysisStart): Promise<void> {
  try {
    ctx ??= { map: loadMap(borodinoMapData) }
    const analysis = startAnalysis(ctx, req.initial, req.commands, {
      sides: req.sides,
      level: req.level,
      dice: req.dice,
    })
    scope.postMessage({ type: 'progress', id: job.id, done: 0, total: analysis.total })
    for (;;) {
      await nextTask()
      if (job.stopped) {
        scope.postMessage({ type: 'cancelled', id: job.id })
        return
      }
      if (!analysis.step()) break
      scope.postMessage({ type: 'progress', id: job.id, done: analysis.done, total: analysis.total })
    }
    scope.postMessage({ type: 'done', id: job.id, results: analysis.results() })
  } catch (err) {
    scope.postMessage({ type: 'error', id: job.id, error: (err as Error)?.message ?? String(err) })
  } finally {
    if (current === job) current = null
  }
}

scope.onmessage = (e) => {
  const req = e.data
  if (req.type === 'cancel') {
    if (current?.id === req.id) current.stopped = true
    return
  }
  if (current) current.stopped = true // a newer request replaces the one running
  const job = { id: req.id, stopped: false }
  current = job
  void run(job, req)
}
