// The coach's analysis of a played game (src/ai/analysis) on the historical scenario: a few turns played by the random
// player for the French against Normal, then the French decisions judged against Normal's own choices.
import { describe, expect, test } from 'vitest'
import { analyseGame, ANALYSIS_SEED, createAiPlayer, GRADE_THRESHOLDS, startAnalysis } from '../../src/ai'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { seededRand } from '../../src/core'
import {
  actingSide,
  apply,
  isGameOver,
  loadMap,
  newGameFromScenario,
  type Command,
  type GameState,
} from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { worstOfTurns } from '../../src/ui/review/worst'

const ctx = { map: loadMap(borodinoMapData) }

type Player = { next(c: typeof ctx, s: GameState): Command }

/** The historical game up to the end of `turns` turns, the French played by `fr`, the Russians by Normal. */
function play(fr: Player, turns: number): { initial: GameState; commands: Command[] } {
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 7)
  if (!start.ok) throw new Error(start.error.join('; '))
  const ru = createAiPlayer({ level: 'normal', seed: 3 })
  const commands: Command[] = []
  let s = start.value
  while (!isGameOver(s) && s.turn <= turns) {
    const cmd = actingSide(s) === 'fr' ? fr.next(ctx, s) : ru.next(ctx, s)
    const out = apply(ctx, s, cmd)
    if (!out.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${out.refusal.code}`)
    s = out.state
    commands.push(cmd)
  }
  return { initial: start.value, commands }
}

const random = play(createRandomPlayer(seededRand(5)), 3)

describe('the analysis of a played game', () => {
  test('finds graded French steps in a random player’s game, each with the computer’s better choice', () => {
    const res = analyseGame(ctx, random.initial, random.commands, { sides: ['fr'] })
    expect(res.length).toBeGreaterThan(5)
    expect(res.some((r) => r.kind === 'movement')).toBe(true)
    expect(res.every((r) => r.side === 'fr' && r.loss >= 0 && r.end > r.start)).toBe(true)
    const graded = res.filter((r) => r.grade)
    expect(graded.length).toBeGreaterThan(0)
    for (const r of graded) {
      expect(r.loss).toBeGreaterThanOrEqual(GRADE_THRESHOLDS.inaccuracy)
      expect(r.best.value - r.played.value).toBeCloseTo(r.loss, 1)
      expect(r.best.commands.length).toBeGreaterThan(0)
    }
    // Each decision's commands are the game's own, in order and without a gap between a decision's first and last.
    for (const r of res) expect(r.played.commands).toEqual(random.commands.slice(r.start, r.end))
    const worst = worstOfTurns(res)
    expect(worst.length).toBeGreaterThan(0)
    for (const w of worst) {
      expect(w.worst.length).toBeLessThanOrEqual(3)
      expect(w.worst.map((x) => x.loss)).toEqual([...w.worst.map((x) => x.loss)].sort((a, b) => b - a))
    }
  }, 120_000)

  test('is the same on every run, and the stepper gives what the whole run gives', () => {
    const a = analyseGame(ctx, random.initial, random.commands, { sides: ['fr'] })
    const run = startAnalysis(ctx, random.initial, random.commands, { sides: ['fr'] })
    const seen: number[] = []
    while (run.step()) seen.push(run.done)
    expect(seen).toEqual(Array.from({ length: run.total }, (_, i) => i + 1))
    expect(JSON.stringify(run.results())).toBe(JSON.stringify(a))
  }, 120_000)

  test('a game played by the computer itself (its own seed) costs nothing at any decision', () => {
    const own = play(createAiPlayer({ level: 'normal', seed: ANALYSIS_SEED }), 2)
    const res = analyseGame(ctx, own.initial, own.commands, { sides: ['fr'] })
    expect(res.filter((r) => r.kind === 'attack').length).toBeGreaterThan(0)
    expect(res.map((r) => r.loss)).toEqual(res.map(() => 0))
    expect(res.every((r) => r.grade === null)).toBe(true)
  }, 120_000)

  test('only the sides asked for are judged', () => {
    const res = analyseGame(ctx, random.initial, random.commands.slice(0, 120), { sides: ['ru'] })
    expect(res.every((r) => r.side === 'ru')).toBe(true)
  }, 60_000)
})
