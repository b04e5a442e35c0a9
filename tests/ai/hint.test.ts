// The coach's hint is always a legal command: over positions of the historical scenario reached by the random
// player (several game and player seeds, a random number of its commands), the hint for the side that acts is
// applied by the engine and accepted, at every level.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hint, type AiLevel } from '../../src/ai'
import { allUnits, borodinoMapData, commanders, historicalScenario, hypotheticalScenario } from '../../src/data/bundled'
import { actingSide, apply, isGameOver, loadMap, newGameFromScenario, type Ctx, type GameState } from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'

const ctx: Ctx = { map: loadMap(borodinoMapData) }

/** The game after `steps` commands of the random player from the scenario's start. */
function reach(seed: number, playerSeed: number, steps: number): GameState {
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, seed)
  if (!start.ok) throw new Error(start.error.join('; '))
  let s = start.value
  const player = createRandomPlayer(seededRand(playerSeed), { attackChance: 0.7 })
  for (let n = 0; n < steps && !isGameOver(s); n++) {
    const out = apply(ctx, s, player.next(ctx, s))
    if (!out.ok) throw new Error(`the random player was refused: ${out.refusal.code}`)
    s = out.state
  }
  return s
}

describe('the hint', () => {
  test('is a legal command for the side to act, in positions the random player reaches', () => {
    const kinds = new Set<string>()
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 900 }),
        fc.constantFrom<AiLevel>('easy', 'normal'),
        (seed, playerSeed, steps, level) => {
          const s = reach(seed, playerSeed, steps)
          if (isGameOver(s)) return
          const side = actingSide(s)
          const h = hint(ctx, s, side, { level, seed: playerSeed })
          expect(h).not.toBeNull()
          const out = apply(ctx, s, h!)
          if (!out.ok) throw new Error(`hint ${JSON.stringify(h)} refused: ${out.refusal.code}`)
          kinds.add(h!.type)
          // The other side has nothing to decide while this one acts.
          expect(hint(ctx, s, side === 'fr' ? 'ru' : 'fr', { level, seed: playerSeed })).toBeNull()
        },
      ),
      { numRuns: 60, seed: 1812 },
    )
    // The positions are varied enough to reach moves and combat decisions, not only phase ends.
    expect(kinds.has('move') || kinds.has('moveCommander')).toBe(true)
    expect(kinds.has('attack') || kinds.has('fire') || kinds.has('retreat') || kinds.has('advance')).toBe(true)
  }, 240_000)

  test('is legal at Hard (small budget)', () => {
    for (const [seed, steps] of [
      [3, 40],
      [5, 300],
      [8, 620],
    ] as const) {
      const s = reach(seed, seed + 1, steps)
      const h = hint(ctx, s, actingSide(s), { level: 'hard', seed, budget: 2 })
      expect(h, `${seed} ${steps}`).not.toBeNull()
      expect(apply(ctx, s, h!).ok).toBe(true)
    }
  }, 240_000)

  test('in the free setup, followed hint by hint, places every counter legally and ends it', () => {
    const start = newGameFromScenario(ctx, hypotheticalScenario, allUnits, commanders, 7)
    if (!start.ok) throw new Error(start.error.join('; '))
    let s = start.value
    const seen = new Set<string>()
    for (let n = 0; n < 400 && s.phase === 'setup'; n++) {
      const h = hint(ctx, s, actingSide(s), { level: 'normal', seed: n })
      expect(h).not.toBeNull()
      seen.add(h!.type)
      const out = apply(ctx, s, h!)
      if (!out.ok) throw new Error(`hint ${JSON.stringify(h)} refused: ${out.refusal.code}`)
      s = out.state
    }
    expect(s.phase).not.toBe('setup')
    expect(seen.has('place')).toBe(true)
  }, 240_000)
})
