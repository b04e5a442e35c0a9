// Easy misjudges as a beginner does: each unit it places reads its danger and its pull forward with its own error,
// drawn once for the unit (PlanParams.misjudge), so a unit is bolder or warier than it should be but keeps a purpose;
// it does not score every hex with noise of its own, which sent units wandering away from a battle they were in no
// danger from (docs/ai.md, Levels).
import { describe, expect, test } from 'vitest'
import { decide, type AiLevel } from '../../src/ai'
import { distance } from '../../src/engine/ai'
import { hexId } from '../../src/engine/map/map'
import type { GameState } from '../../src/engine'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const ctx = ctxOf(openMap(15, 9))
const SEEDS = Array.from({ length: 24 }, (_, i) => 1 + i)

// Three French divisions on open ground at the west edge; two Russian divisions nine columns east, out of reach this
// phase: nothing threatens the French, and the only thing to do is to come on.
const scene = (): GameState =>
  testGame({
    side: 'fr',
    phase: 'movement',
    units: [
      { id: 'fr1', side: 'fr', hex: '0304', str: 10 },
      { id: 'fr2', side: 'fr', hex: '0305', str: 10 },
      { id: 'fr3', side: 'fr', hex: '0306', str: 10 },
      { id: 'ru1', side: 'ru', hex: '1204', str: 10 },
      { id: 'ru2', side: 'ru', hex: '1206', str: 10 },
    ],
  })

/** How far a unit stands from the nearest Russian. */
const gap = (s: GameState, id: string): number => {
  const h = hexId(ctx.map, s.units[id]!.hex!)
  return Math.min(...['ru1', 'ru2'].map((r) => distance(ctx.map.geo, h, hexId(ctx.map, s.units[r]!.hex!))))
}

const after = (level: AiLevel, seed: number): GameState => {
  const s = scene()
  return play(ctx, s, ...decide(ctx, s, 'fr', { level, seed }))
}

describe('Easy misjudges a unit as a whole, not each hex', () => {
  test('with nothing threatening them, Easy French never march away from the enemy, whatever its seed', () => {
    const s = scene()
    for (const seed of SEEDS) {
      const a = after('easy', seed)
      for (const id of ['fr1', 'fr2', 'fr3']) expect(gap(a, id), `seed ${seed}, ${id}`).toBeLessThanOrEqual(gap(s, id))
    }
  })

  test('but its units do misjudge: how far they come on differs from seed to seed, where Normal’s is one plan', () => {
    const where = (level: AiLevel) =>
      new Set(SEEDS.map((seed) => ['fr1', 'fr2', 'fr3'].map((id) => after(level, seed).units[id]!.hex).join(' ')))
    expect(where('normal').size).toBe(1)
    expect(where('easy').size).toBeGreaterThan(1)
  })
})

describe('Easy batteries do not limber without a reason', () => {
  // A Russian battery unlimbered on open ground beside two divisions, the French nine columns west, out of reach this
  // turn: nothing threatens it and nothing is in its range, so it has no reason to limber.
  const guns = (): GameState =>
    testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'ruA', side: 'ru', hex: '1205', str: 5, type: 'artillery' },
        { id: 'ru1', side: 'ru', hex: '1204', str: 10 },
        { id: 'ru2', side: 'ru', hex: '1206', str: 10 },
        { id: 'fr1', side: 'fr', hex: '0304', str: 10 },
        { id: 'fr2', side: 'fr', hex: '0306', str: 10 },
      ],
    })

  test('an Easy battery in no danger stays in action, whatever its seed', () => {
    for (const seed of SEEDS) {
      const s = guns()
      const cmds = decide(ctx, s, 'ru', { level: 'easy', seed })
      expect(
        cmds.filter((c) => c.type === 'limber'),
        `seed ${seed}`,
      ).toEqual([])
    }
  })
})
