// The computer opponent plays honestly: its decisions do not depend on the game's dice, and every
// command it gives is legal (whole turns on the real map, through the engine).
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { createAiPlayer, decide, type AiLevel } from '../../src/ai'
import { playMatch } from '../../src/ai/match'
import { allUnits, borodinoMapData, commanders, historicalScenario, hypotheticalScenario } from '../../src/data/bundled'
import { seedToState } from '../../src/core/dice'
import { apply } from '../../src/engine/core/apply'
import { loadMap } from '../../src/engine/map/map'
import { createRandomPlayer } from '../../src/sim/randomPlayer'
import { seededRand } from '../../src/core'
import { newGameFromScenario } from '../../src/engine/setup/scenario'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const map = loadMap(borodinoMapData)
const ctx: Ctx = { map }

function historical(seed: number): GameState {
  const r = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, seed)
  if (!r.ok) throw new Error(r.error.join('; '))
  return r.value
}

const withDiceSeed = (s: GameState, seed: number): GameState => ({ ...s, seed, rng: seedToState(seed) })

describe('decisions do not depend on the game dice', () => {
  test('the same position with another dice seed gets the same movement and combat decisions (real map, every level)', () => {
    const a = play(ctx, historical(1), { type: 'rally' })
    const b = withDiceSeed(a, 987654)
    expect(b.rng).not.toBe(a.rng)
    for (const level of ['easy', 'normal', 'hard'] as AiLevel[]) {
      const opts = { level, seed: 11, budget: 2 }
      const ma = decide(ctx, a, 'fr', opts)
      expect(decide(ctx, b, 'fr', opts)).toEqual(ma)
      expect(ma.length).toBeGreaterThan(1)
      const ca = play(ctx, a, ...ma)
      const cb = withDiceSeed(ca, 4242)
      expect(decide(ctx, cb, 'fr', opts)).toEqual(decide(ctx, ca, 'fr', opts))
    }
  }, 60_000)

  test('a retreat choice is the same whatever the dice seed', () => {
    const c = ctxOf(openMap(8, 8))
    const s = testGame({
      side: 'fr',
      phase: 'combat',
      units: [
        { id: 'fr1', side: 'fr', hex: '0404', str: 8 },
        { id: 'ru1', side: 'ru', hex: '0504', str: 4 },
      ],
    })
    // Play the attack with several game seeds until one gives a retreat; compare the decision across seeds.
    for (let seed = 1; seed < 200; seed++) {
      const out = apply(c, withDiceSeed(s, seed), { type: 'attack', defender: 'ru1', attackers: ['fr1'] })
      if (!out.ok || out.state.pending[0]?.kind !== 'retreat') continue
      const st = out.state
      const d1 = decide(c, st, 'ru', { level: 'normal', seed: 2 })
      expect(decide(c, withDiceSeed(st, seed + 1000), 'ru', { level: 'normal', seed: 2 })).toEqual(d1)
      expect(at(d1, 0).type).toBe('retreat')
      return
    }
    throw new Error('no retreat found')
  })
})

describe('every command the AI gives is legal', () => {
  const levels: AiLevel[] = ['easy', 'normal']
  for (const level of levels) {
    test(`${level} French against random Russians, and random French against ${level} Russians, three turns on the real map`, () => {
      for (const [fr, ru] of [
        ['ai', 'random'],
        ['random', 'ai'],
      ] as const) {
        const players = {
          fr: fr === 'ai' ? createAiPlayer({ level, seed: 3 }) : createRandomPlayer(seededRand(4)),
          ru: ru === 'ai' ? createAiPlayer({ level, seed: 5 }) : createRandomPlayer(seededRand(6)),
        }
        const m = playMatch(ctx, historical(17), players, { maxTurn: 3 })
        expect(m.refusals).toEqual([])
        expect(m.state.turn).toBe(4)
      }
    }, 120_000)
  }

  test('Hard against Normal for a turn, and Normal against itself in the free setup, on the real map', () => {
    const hard = playMatch(
      ctx,
      historical(23),
      { fr: createAiPlayer({ level: 'hard', seed: 1, budget: 2 }), ru: createAiPlayer({ level: 'normal', seed: 2 }) },
      { maxTurn: 1 },
    )
    expect(hard.refusals).toEqual([])
    expect(hard.state.turn).toBe(2)
    const r = newGameFromScenario(ctx, hypotheticalScenario, allUnits, commanders, 31)
    if (!r.ok) throw new Error(r.error.join('; '))
    expect(r.value.phase).toBe('setup')
    const free = playMatch(
      ctx,
      r.value,
      { fr: createAiPlayer({ level: 'normal', seed: 7 }), ru: createAiPlayer({ level: 'easy', seed: 8 }) },
      { maxTurn: 2 },
    )
    expect(free.refusals).toEqual([])
    expect(free.state.turn).toBe(3)
    expect(Object.values(free.state.units).every((u) => u.status !== 'active' || u.hex !== null)).toBe(true)
  }, 120_000)
})
