// The analysis worker's messages: progress after each decision, the result, and a cancel that stops it between two
// decisions (the worker module run in the test's thread with its global postMessage caught).
import { describe, expect, it, vi } from 'vitest'
import type { AnalysisAnswer, AnalysisRequest } from '../../src/worker/analysisProtocol'
import { finishedGame } from '../fixtures/finishedGame'

type Scope = { postMessage: (m: AnalysisAnswer) => void; onmessage: ((e: { data: AnalysisRequest }) => void) | null }
const scope = globalThis as unknown as Scope
const game = finishedGame()
const start = (id: number): AnalysisRequest => ({
  type: 'analyse',
  id,
  initial: game.initial,
  commands: game.commands.slice(0, 140),
  sides: ['fr'],
  level: 'normal',
})

describe('the analysis worker', { timeout: 120_000 }, () => {
  it('reports each decision, answers the result, and stops between decisions when cancelled', async () => {
    const answers: AnalysisAnswer[] = []
    scope.postMessage = (m) => {
      answers.push(m)
      // Cancel as soon as the first decision is judged: the worker must stop before the next one.
      if (m.type === 'progress' && m.id === 2 && m.done === 1) send({ type: 'cancel', id: 2 })
    }
    await import('../../src/worker/analysisWorker')
    const send = (data: AnalysisRequest) => scope.onmessage!({ data })

    send(start(1))
    await vi.waitFor(() => expect(answers.at(-1)?.type).toBe('done'), { timeout: 100_000 })
    const progress = answers.filter((a) => a.type === 'progress')
    const total = progress[0]!.type === 'progress' ? progress[0]!.total : 0
    expect(total).toBeGreaterThan(2)
    expect(progress.map((a) => (a.type === 'progress' ? a.done : -1))).toEqual([...Array(total + 1).keys()])
    const done = answers.at(-1)!
    expect(done.type === 'done' && done.results.length).toBe(total)

    answers.length = 0
    send(start(2))
    await vi.waitFor(() => expect(answers.at(-1)?.type).toBe('cancelled'), { timeout: 100_000 })
    expect(answers.filter((a) => a.type === 'progress').map((a) => (a.type === 'progress' ? a.done : -1))).toEqual([
      0, 1,
    ])
    expect(answers.some((a) => a.type === 'done')).toBe(false)
  })
})
