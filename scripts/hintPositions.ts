// The positions the coach's hint benchmarks time (node and browser alike): positions of the historical battle reached
// by the random player, one a game seed; the first is the French first movement phase, the rest at varied points of
// the battle, half of them in a movement phase (the heaviest decision). And the percentiles they report.
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../src/data/bundled'
import { apply, isGameOver, loadMap, newGameFromScenario, type Command, type Ctx, type GameState } from '../src/engine'
import { createRandomPlayer } from '../src/sim'
import { seededRand } from '../src/core'

export const ctx: Ctx = { map: loadMap(borodinoMapData) }

/** Position i and the commands that reach it from the scenario with seed 1812 + i. */
export function hintPosition(i: number): { state: GameState; seed: number; commands: Command[] } {
  const seed = 1812 + i
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, seed)
  if (!start.ok) throw new Error(start.error.join('; '))
  let s = start.value
  const commands: Command[] = []
  const player = createRandomPlayer(seededRand(100 + i), { attackChance: 0.7 })
  const steps = i === 0 ? 1 : 40 + ((i * 137) % 700)
  const wantMovement = i % 2 === 0
  for (let n = 0; !isGameOver(s) && (n < steps || (wantMovement && s.phase !== 'movement')); n++) {
    const cmd = player.next(ctx, s)
    const out = apply(ctx, s, cmd)
    if (!out.ok) throw new Error(out.refusal.code)
    commands.push(cmd)
    s = out.state
  }
  return { state: s, seed, commands }
}

export const pct = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!
}
export const fmt = (xs: number[]): string =>
  xs.length
    ? `p50 ${pct(xs, 0.5).toFixed(0)} ms · p95 ${pct(xs, 0.95).toFixed(0)} ms · worst ${Math.max(...xs).toFixed(0)} ms`
    : '—'
