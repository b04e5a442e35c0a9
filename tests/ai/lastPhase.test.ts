// In the Russians' last phase no French phase follows, and under WIN.2 only the Russian losses decide: a French unit
// destroyed then is worth nothing, and every Russian attack can only add to the Russian losses (an EX or an A result).
// A wargamer's whole day against Hard Russians ended with two cavalry units attacking at high odds in that phase,
// rolling EX and losing 9 points.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { planSetup } from '../../src/ai/attackSetup'
import { analyse } from '../../src/ai/board'
import { Work } from '../../src/ai/work'
import { Movement } from '../../src/engine'
import { evaluateSpec } from '../../src/ai/combatPlan'
import { enemyLossesMatter } from '../../src/ai/combatValue'
import { evaluate } from '../../src/ai/evaluate'
import type { GameState } from '../../src/engine/core/state'
import { openMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

const ctx = ctxOf(openMap(6, 3))

/**
 * The Russians' combat phase in the open: their cavalry (6) next to a lone French infantry unit (1), which it must
 * attack (CBT.3), and their battery two hexes from another.
 */
function scene(turn: number): GameState {
  return testGame({
    side: 'ru',
    phase: 'combat',
    turn,
    units: [
      { id: 'cav', side: 'ru', hex: '0301', str: 6, type: 'cavalry' },
      { id: 'weak', side: 'fr', hex: '0401', str: 1 },
      { id: 'guns', side: 'ru', type: 'artillery', hex: '0103', str: 4, limbered: false },
      { id: 'target', side: 'fr', hex: '0303', str: 2 },
    ],
  })
}

const attackValue = (s: GameState): number => evaluateSpec(ctx, s, 'weak', ['cav'], [])!.value
const fireValue = (s: GameState): number => evaluateSpec(ctx, s, 'target', [], ['guns'])!.value

describe('the Russians in their last phase under WIN.2', () => {
  test('what they do to the French counts until then, and not in it', () => {
    expect(enemyLossesMatter(scene(19), 'ru')).toBe(true)
    expect(enemyLossesMatter(scene(20), 'ru')).toBe(false)
  })

  test('a fire is worth something on turn 19 and nothing on turn 20; an attack, only its risk', () => {
    expect(fireValue(scene(19))).toBeGreaterThan(0.2)
    expect(fireValue(scene(20))).toBe(0)
    expect(attackValue(scene(20))).toBeLessThan(0)
    expect(attackValue(scene(20))).toBeLessThan(attackValue(scene(19)))
  })

  // A guard: the code before made the same choices here (the forced attack is the only one on offer).
  test('the computer uses its guns on turn 19, and on turn 20 only to support the attack it must make (CBT.3)', () => {
    const first = decide(ctx, scene(19), 'ru', { level: 'normal', seed: 1 })
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ type: 'attack', batteries: ['guns'] })
    const last = decide(ctx, scene(20), 'ru', { level: 'normal', seed: 1 })
    // Supported, the forced attack risks less (fewer A results): the guns' only use when nothing is gained.
    expect(last).toEqual([{ type: 'attack', defender: 'weak', attackers: ['cav'], batteries: ['guns'] }])
  })

  test('a variant that weighs the French losses (WIN.3) still counts them then', () => {
    const s = scene(20)
    s.victory = { kind: 'losses', frWeight: 0.5, edges: [10, 20, 30] }
    expect(enemyLossesMatter(s, 'ru')).toBe(true)
    expect(fireValue(s)).toBe(fireValue(scene(19)))
  })

  test('at the end of the game the French losses are worth nothing to either side', () => {
    const end = scene(20)
    end.phase = 'over'
    const more = structuredClone(end)
    more.losses.fr += 10
    expect(evaluate(ctx, more, 'ru')).toBe(evaluate(ctx, end, 'ru'))
    expect(evaluate(ctx, more, 'fr')).toBe(evaluate(ctx, end, 'fr'))
  })
})

describe('an attack no rule forces, in the last phase', () => {
  // A demoralized French unit (no zone of control: nothing forces the attack, CBT.3) with a commander in its hex,
  // next to a strong Russian division, and a Russian battery in range of both; the attack and the fire are valued
  // exactly for the commander (commanderRisk.ts), as the decision at hand values them.
  const at = (turn: number): GameState =>
    testGame({
      side: 'ru',
      phase: 'combat',
      turn,
      units: [
        { id: 'div', side: 'ru', hex: '0302', str: 16 },
        { id: 'shaken', side: 'fr', hex: '0402', str: 2, demoralized: true },
        { id: 'guns', side: 'ru', type: 'artillery', hex: '0202', str: 4, limbered: false },
      ],
      commanders: [{ id: 'marshal', side: 'fr', hex: '0402', rating: 3, corps: 'I' }],
    })

  test('is made on turn 19, the fire first', () => {
    const [first, ...rest] = decide(ctx, at(19), 'ru', { level: 'normal', seed: 1 })
    expect(rest).toEqual([])
    // The battery fires first, then the division attacks what is left.
    expect(first).toEqual({ type: 'fire', target: 'shaken', batteries: ['guns'] })
  })

  test('is not made on turn 20: the phase ends', () => {
    expect(decide(ctx, at(20), 'ru', { level: 'normal', seed: 1 })).toEqual([{ type: 'endPhase' }])
    expect(decide(ctx, at(20), 'ru', { level: 'hard', seed: 1 })).toEqual([{ type: 'endPhase' }])
  })
})

describe("the position's value in the Russians' last phase", () => {
  // A Russian division in the open two hexes from a French one, or far from it; nothing else on the map.
  const wide = ctxOf(openMap(12, 3))
  const at = (turn: number, hex: string): GameState =>
    testGame({
      side: 'ru',
      phase: 'movement',
      turn,
      units: [
        { id: 'div', side: 'ru', hex, str: 4 },
        { id: 'french', side: 'fr', hex: '0902', str: 12 },
      ],
    })

  test('on turn 19 a Russian unit the French can strike next phase is worth less to the Russians', () => {
    expect(evaluate(wide, at(19, '0702'), 'ru')).toBeLessThan(evaluate(wide, at(19, '0102'), 'ru') - 0.1)
  })

  test('on turn 20 no French phase follows: where it stands changes nothing, for either side', () => {
    expect(evaluate(wide, at(20, '0702'), 'ru')).toBeCloseTo(evaluate(wide, at(20, '0102'), 'ru'), 9)
    expect(evaluate(wide, at(20, '0702'), 'fr')).toBeCloseTo(evaluate(wide, at(20, '0102'), 'fr'), 9)
  })
})

describe("the movement plan's attack set-ups in the Russians' last phase", () => {
  // The Russians' movement: their cavalry (12) two hexes from a lone French infantry unit (4) it can ride next to.
  const moving = (turn: number): GameState =>
    testGame({
      side: 'ru',
      phase: 'movement',
      turn,
      units: [
        { id: 'cav', side: 'ru', hex: '0201', str: 12, type: 'cavalry' },
        { id: 'weak', side: 'fr', hex: '0401', str: 4 },
      ],
    })
  const setupValue = (s: GameState): number => {
    const r = Movement.unitReach(ctx, s, 'cav')
    if (!r.ok) throw new Error('the cavalry cannot move')
    const free = new Map([['cav', new Set(r.reach.ends)]])
    const setup = planSetup(analyse(ctx, s, 'ru'), new Work(ctx, s), s.units.weak!, free, [], new Set())
    if (!setup) throw new Error('no set-up found')
    return setup.value
  }

  test('an attack is worth setting up on turn 19, and on turn 20 is worth only its risk', () => {
    expect(setupValue(moving(19))).toBeGreaterThan(0.4)
    expect(setupValue(moving(20))).toBeLessThanOrEqual(0)
  })
})
