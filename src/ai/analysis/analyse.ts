// The whole analysis, decision by decision: a stepper the worker drives (one decision a step, so it can stop between
// them) and a synchronous run for tests and the benchmark.
import type { Command, Ctx, GameState } from '../../engine'
import { listDecisions } from './decisions'
import { judge } from './judge'
import type { AnalysisOptions, JudgedDecision } from './types'

export interface AnalysisRun {
  /** Number of decisions to judge. */
  readonly total: number
  /** Decisions judged so far. */
  readonly done: number
  /** Judges the next decision; false when none is left. */
  step(): boolean
  /** The judged decisions so far, in the game's order. */
  results(): JudgedDecision[]
}

export function startAnalysis(
  ctx: Ctx,
  initial: GameState,
  commands: readonly Command[],
  opts: AnalysisOptions,
): AnalysisRun {
  const decisions = listDecisions(ctx, initial, commands, opts.sides, opts.dice)
  const out: JudgedDecision[] = []
  return {
    total: decisions.length,
    get done() {
      return out.length
    },
    step() {
      const d = decisions[out.length]
      if (!d) return false
      out.push(judge(ctx, d, commands.slice(d.start, d.end), opts))
      return true
    },
    results: () => out,
  }
}

/** Every decision judged at once; `onProgress` is told after each. */
export function analyseGame(
  ctx: Ctx,
  initial: GameState,
  commands: readonly Command[],
  opts: AnalysisOptions,
  onProgress?: (done: number, total: number) => void,
): JudgedDecision[] {
  const run = startAnalysis(ctx, initial, commands, opts)
  while (run.step()) onProgress?.(run.done, run.total)
  return run.results()
}
