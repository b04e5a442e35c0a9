// The computer player values its commanders (CMD.4–5) and makes no pointless attacks (CBT.3, CBT.8): small
// hand-made positions, each decided by the AI's own entry point.
// Scenes stand on turn 3, after the Hard Russians' opening line (frontLine.ts), which would place their units first.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { evaluate } from '../../src/ai/evaluate'
import { apply } from '../../src/engine/core/apply'
import { evaluateSpec } from '../../src/ai/combatPlan'
import { retreatBlocked } from '../../src/ai/combatValue'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { placed } from '../../src/engine/core/units'
import { exchangeChoices, mustAttack } from '../../src/engine/combat/queries'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const LEVELS = ['easy', 'normal', 'hard'] as const

describe('a commander is not left with a doomed unit', () => {
  // ru1 (2 SP) at the map's top edge is pinned in the French zone (it may not move, ZOC.4) between two strong
  // divisions, with nowhere to retreat: the French turn can destroy it and take Raevsky with it (CMD.5). The
  // French cannot move either (they begin in ru1's zone), so any hex away from them is safe for him.
  const ctx = ctxOf(openMap(12, 5))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    turn: 3,
    units: [
      { id: 'ru1', side: 'ru', hex: '0501', str: 2, corps: 'VII' },
      { id: 'ru2', side: 'ru', hex: '1003', str: 6, corps: 'II' },
      { id: 'fr1', side: 'fr', hex: '0401', str: 8 },
      { id: 'fr5', side: 'fr', hex: '0601', str: 8 },
    ],
    commanders: [{ id: 'raevsky', side: 'ru', hex: '0501', corps: 'VII', rating: 3 }],
  })
  const hex = (code: string): number => hexId(ctx.map, code)

  test('the position is as described: ru1 cannot move, and cannot retreat from either French division', () => {
    expect(apply(ctx, s, { type: 'move', unit: 'ru1', path: ['0501', '0502'] }).ok).toBe(false)
    const ru1 = placed(s.units.ru1!)
    expect(retreatBlocked(ctx, s, ru1, 1, ['fr1'])).toBe(true)
    expect(retreatBlocked(ctx, s, ru1, 1, ['fr5'])).toBe(true)
  })

  test.each(LEVELS)('%s: Raevsky leaves it, for a hex no French unit can come next to', (level) => {
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level, seed: 4, budget: 2 }))
    const c = after.commanders.raevsky!
    expect(c.status).toBe('active')
    expect(c.hex).not.toBe('0501')
    for (const f of ['fr1', 'fr5']) expect(distance(ctx.map.geo, hex(c.hex!), hex(s.units[f]!.hex!))).toBeGreaterThan(1)
  })
})

describe('an exchange keeps the unit a commander stands with', () => {
  // Two French divisions of equal strength attacked together; an EX needs one of them (CBT.8). fr1, listed
  // first, has Davout with it and a Russian unit next to it: removing fr1 would capture him (CMD.5).
  const ctx = ctxOf(openMap(8, 6))
  const s = testGame({
    phase: 'combat',
    units: [
      { id: 'fr1', side: 'fr', hex: '0303', str: 7 },
      { id: 'fr2', side: 'fr', hex: '0304', str: 7 },
      { id: 'ru1', side: 'ru', hex: '0403', str: 4 },
      { id: 'ru2', side: 'ru', hex: '0402', str: 4 },
    ],
    commanders: [{ id: 'davout', side: 'fr', hex: '0303', corps: 'I', rating: 3 }],
  })
  // Roll the dice until the attack on ru1 gives EX: the state then waits for the French choice.
  function exchangePending(): GameState {
    for (let seed = 1; seed < 500; seed++) {
      const out = apply(ctx, { ...s, rng: seed }, { type: 'attack', defender: 'ru1', attackers: ['fr1', 'fr2'] })
      if (out.ok && out.state.pending[0]?.kind === 'exchange') return out.state
    }
    throw new Error('no EX in 500 seeds')
  }

  test('the two sets are equally cheap, the commander’s unit listed first', () => {
    const ex = exchangeChoices(exchangePending())
    expect(ex?.choices).toEqual([['fr1'], ['fr2']])
  })

  test.each(LEVELS)('%s: the exchange gives up the other unit', (level) => {
    const st = exchangePending()
    const cmds = decide(ctx, st, 'fr', { level, seed: 1 })
    expect(cmds).toEqual([{ type: 'chooseLosses', units: ['fr2'] }])
    const after = play(ctx, st, ...cmds)
    expect(after.commanders.davout!.status).toBe('active')
  })
})

describe('a forced attack picks the least damaging target', () => {
  // fr1 at the map's top edge must attack (CBT.3) one of two equal Russian divisions, at poor odds (an A2 on a
  // 1). Against ru1, below it, an A2 must take it two hexes up, off the map: it would be destroyed (CBT.9) and
  // Ney captured with it (CMD.5). Against ru2, on its left, it can fall back two hexes to the right.
  const ctx = ctxOf(openMap(6, 5))
  const s = testGame({
    phase: 'combat',
    units: [
      { id: 'fr1', side: 'fr', hex: '0201', str: 4 },
      { id: 'ru1', side: 'ru', hex: '0202', str: 8 },
      { id: 'ru2', side: 'ru', hex: '0102', str: 8 },
    ],
    commanders: [{ id: 'ney', side: 'fr', hex: '0201', corps: 'I', rating: 1 }],
  })

  test('the position is as described', () => {
    expect(mustAttack(ctx, s)).toEqual(['fr1'])
    const fr1 = placed(s.units.fr1!)
    expect(retreatBlocked(ctx, s, fr1, 2, ['ru1'])).toBe(true)
    expect(retreatBlocked(ctx, s, fr1, 2, ['ru2'])).toBe(false)
  })

  test.each(LEVELS)('%s: it attacks the target it can fall back from', (level) => {
    expect(decide(ctx, s, 'fr', { level, seed: 2 })).toEqual([
      { type: 'attack', defender: 'ru2', attackers: ['fr1'], batteries: [] },
    ])
  })
})

describe('cavalry does not volunteer for an attack it cannot win', () => {
  // fr1 must attack ru1 (CBT.3), a poor attack. The French cavalry fr-cav stands next to ru1 in brush, outside
  // its zone (ZOC.3), so it need not attack; joining would make the attack less bad on average (its +2 against
  // infantry), but the attack still destroys nothing and ru1 has a free retreat: nothing to gain.
  const rows = ['. . . . . . . .', '. . . b . . . .', '. . . . . . . .', '. . . . . . . .']
  const ctx = ctxOf(asciiMap({ rows }))
  const s = testGame({
    phase: 'combat',
    units: [
      { id: 'ru1', side: 'ru', hex: '0403', str: 8 },
      { id: 'fr1', side: 'fr', hex: '0303', str: 3 },
      { id: 'fr-cav', side: 'fr', hex: '0402', str: 4, type: 'cavalry' },
    ],
  })

  test('fr1 must attack, fr-cav need not, and with it the attack is better on average but destroys nothing', () => {
    expect(mustAttack(ctx, s)).toEqual(['fr1'])
    const alone = evaluateSpec(ctx, s, 'ru1', ['fr1'], [])!
    const joined = evaluateSpec(ctx, s, 'ru1', ['fr1', 'fr-cav'], [])!
    expect(joined.value).toBeGreaterThan(alone.value)
    expect(joined.pKill).toBe(0)
    expect(joined.enemyLoss).toBe(0)
  })

  test.each(LEVELS)('%s: fr1 attacks alone', (level) => {
    const cmds = decide(ctx, s, 'fr', { level, seed: 3 })
    expect(cmds).toEqual([{ type: 'attack', defender: 'ru1', attackers: ['fr1'], batteries: [] }])
  })
})

describe('the evaluation counts commanders', () => {
  test('a side is worse off with its commander captured, the other side better off', () => {
    const ctx = ctxOf(openMap(10, 6))
    const s = testGame({
      side: 'ru',
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'fr1', side: 'fr', hex: '0203', str: 6 },
        { id: 'ru1', side: 'ru', hex: '0803', str: 6 },
      ],
      commanders: [{ id: 'davout', side: 'fr', hex: '0203', corps: 'I', rating: 3 }],
    })
    const captured = structuredClone(s)
    captured.commanders.davout!.status = 'captured'
    captured.commanders.davout!.hex = null
    expect(evaluate(ctx, captured, 'fr')).toBeLessThan(evaluate(ctx, s, 'fr'))
    expect(evaluate(ctx, captured, 'ru')).toBeGreaterThan(evaluate(ctx, s, 'ru'))
  })
})
