// A short scenario's objectives (WIN.4) in the computer player's judgement (src/ai/objectives.ts): on small hand-made
// positions the same side decides otherwise once a hex is an objective, and a game without objectives is untouched.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { dislodgeValue, objectiveScore, objectiveStanding } from '../../src/ai/objectives'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import { loadMap, newGameFromScenario, type GameState, type Side } from '../../src/engine'
import { hexId } from '../../src/engine/map/map'
import { distance } from '../../src/engine/ai'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, play, testGame, type TestGameSpec } from '../helpers/testGame'
import { outpostCtx, outpostSpec } from './outpost'

const NORMAL = { level: 'normal' as const, seed: 5 }

/** The same position with `hexes` as objectives of 10 points each held by `holder` (WIN.4). */
function withObjectives(spec: TestGameSpec, hexes: string[], holder: Side): GameState {
  const s = testGame(spec)
  s.victory = {
    kind: 'objectives',
    decisive: 10,
    objectives: hexes.map((hex) => ({ hex, points: 10, holder, name: { ru: hex, en: hex } })),
  }
  return s
}

describe('the attacker goes for an objective', () => {
  // A French division at 0305 on open ground; the Russians stand far to the east (column 11), an empty Russian
  // objective lies three hexes south (0308), off the way to them.
  const ctx = ctxOf(asciiMap({ rows: Array.from({ length: 10 }, () => '. . . . . . . . . . . .') }))
  const spec: TestGameSpec = {
    side: 'fr',
    phase: 'movement',
    units: [
      { id: 'fr1', side: 'fr', hex: '0305', str: 5 },
      { id: 'ru1', side: 'ru', hex: '1104', str: 5 },
      { id: 'ru2', side: 'ru', hex: '1105', str: 5 },
    ],
  }

  test('without objectives it marches on the enemy; with one it takes the objective', () => {
    const plain = testGame(spec)
    const a = play(ctx, plain, ...decide(ctx, plain, 'fr', NORMAL))
    expect(a.units.fr1!.hex).not.toBe('0308')
    const s = withObjectives(spec, ['0308'], 'ru')
    const b = play(ctx, s, ...decide(ctx, s, 'fr', NORMAL))
    expect(b.units.fr1!.hex).toBe('0308')
  })
})

describe('the defender holds its objective', () => {
  // The outpost position of the defence tests (outpost.ts): a weak Russian cavalry division on a village on a
  // height (0404) far ahead of its line, French infantry two hexes west and cavalry able to ride round it. On its
  // own it gives the village up; when the village is an objective it stays.
  const ctx = outpostCtx
  const spec = outpostSpec

  test('it leaves the village when it is only ground, and keeps it when it is an objective', () => {
    const plain = testGame(spec)
    const a = play(ctx, plain, ...decide(ctx, plain, 'ru', NORMAL))
    expect(a.units.ru1!.hex).not.toBe('0404')
    const s = withObjectives(spec, ['0404'], 'ru')
    const b = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    expect(b.units.ru1!.hex).toBe('0404')
  })
})

describe('the attacker sets its attack up against the unit on the objective', () => {
  // Two French divisions (column 3) can reach either of two Russian divisions three hexes east, only one at a time
  // with both; the one at 0604 is a little weaker, the one at 0607 stands on the objective.
  const ctx = ctxOf(asciiMap({ rows: Array.from({ length: 10 }, () => '. . . . . . . . . . . .') }))
  const spec: TestGameSpec = {
    side: 'fr',
    phase: 'movement',
    units: [
      { id: 'fr1', side: 'fr', hex: '0305', str: 6 },
      { id: 'fr2', side: 'fr', hex: '0306', str: 6 },
      { id: 'ruA', side: 'ru', hex: '0604', str: 3 },
      { id: 'ruB', side: 'ru', hex: '0607', str: 4 },
    ],
  }
  const nextTo = (s: GameState, target: string): number =>
    ['fr1', 'fr2'].filter((f) => {
      const a = hexId(ctx.map, s.units[f]!.hex!)
      const t = hexId(ctx.map, s.units[target]!.hex!)
      return ctx.map.geo.neighbor.slice(a * 6, a * 6 + 6).includes(t)
    }).length

  test('the weaker division is the target until the other one holds an objective', () => {
    const plain = testGame(spec)
    const a = play(ctx, plain, ...decide(ctx, plain, 'fr', NORMAL))
    expect(nextTo(a, 'ruA')).toBeGreaterThan(nextTo(a, 'ruB'))
    const s = withObjectives(spec, ['0607'], 'ru')
    const b = play(ctx, s, ...decide(ctx, s, 'fr', NORMAL))
    expect(nextTo(b, 'ruB')).toBeGreaterThan(nextTo(b, 'ruA'))
  })
})

describe('a game without objectives is untouched', () => {
  const ctx = { map: loadMap(borodinoMapData) }
  const start = (variant?: string): GameState => {
    const g = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, 1812, variant)
    if (!g.ok) throw new Error(g.error.join('; '))
    return g.value
  }

  test('every objective term is nothing under the seed rule and the WIN.3 variants', () => {
    for (const s of [start(), start('handicap'), start('both-losses')]) {
      for (const side of ['fr', 'ru'] as const) {
        expect(objectiveStanding(ctx, s, side)).toBe(0)
        for (const h of [0, 100, 500]) {
          expect(objectiveScore(ctx, s, side, h)).toBe(0)
          expect(dislodgeValue(ctx, s, side, h, [{ result: 'DE', probability: 1 }])).toBe(0)
        }
      }
    }
  })
})

describe("the holder wins its objective back in the game's last phase", () => {
  // A French division of 8 stands on a Russian objective (0505), another behind it; two Russian divisions of 5 stand
  // three hexes east. Attacking at 10 against 8 is a gamble they leave alone while turns remain; in the last Russian
  // phase driving the French off gives the hex back for good (WIN.4), and no French phase follows (SEQ.2).
  const ctx = ctxOf(asciiMap({ rows: Array.from({ length: 10 }, () => '. . . . . . . . . . . .') }))
  const spec = (turn: number): TestGameSpec => ({
    side: 'ru',
    phase: 'movement',
    turn,
    units: [
      { id: 'fr1', side: 'fr', hex: '0505', str: 8 },
      { id: 'fr2', side: 'fr', hex: '0305', str: 6 },
      { id: 'ru1', side: 'ru', hex: '0804', str: 5 },
      { id: 'ru2', side: 'ru', hex: '0806', str: 5 },
    ],
  })
  const nextToObjective = (s: GameState): number =>
    ['ru1', 'ru2'].filter((r) => distance(ctx.map.geo, hexId(ctx.map, s.units[r]!.hex!), hexId(ctx.map, '0505')) === 1)
      .length

  test('it stays off before the last turn and attacks on it, whichever turn the game ends on', () => {
    for (const [last, turn, expected] of [
      [20, 10, 0],
      [20, 20, 2],
      [8, 7, 0],
      [8, 8, 2],
      [13, 12, 0],
      [13, 13, 2],
    ] as const) {
      const s = withObjectives(spec(turn), ['0505'], 'ru')
      s.lastTurn = last
      const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
      expect(nextToObjective(after), `turn ${turn} of ${last}`).toBe(expected)
    }
  })

  test("the credit: twice the points for the holder's last phase only; the attacker's stays half", () => {
    const odds = [{ result: 'D1' as const, probability: 1 }]
    const at = (side: Side, turn: number): number => {
      const s = withObjectives({ ...spec(turn), side }, ['0505'], 'ru')
      s.lastTurn = 8
      return dislodgeValue(ctx, s, side, hexId(ctx.map, '0505'), odds)
    }
    expect(at('ru', 8)).toBe(20)
    expect(at('ru', 7)).toBe(3)
    expect(at('fr', 8)).toBe(5)
  })
})
