// Decisions of the computer opponent on small hand-made positions.
// Scenes stand on turn 3, after the Hard Russians' opening line (frontLine.ts), which would place their units first.
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import { decide } from '../../src/ai'
import { analyse } from '../../src/ai/board'
import { apply } from '../../src/engine/core/apply'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import { previewAttack } from '../../src/engine/combat/queries'
import { retreatOptions } from '../../src/engine/combat/retreat'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const NORMAL = { level: 'normal' as const, seed: 5 }

const hexOf = (ctx: Ctx, s: GameState, id: string): number => hexId(ctx.map, s.units[id]!.hex as string)

describe('the French take the obvious attack', () => {
  test('two strong units next to a weak one that cannot retreat attack it together', () => {
    const ctx = ctxOf(openMap(6, 6))
    // ru1 in the corner: its only neighbours hold French units or lie in their zone.
    const s = testGame({
      phase: 'combat',
      units: [
        { id: 'ru1', side: 'ru', hex: '0101', str: 4 },
        { id: 'fr1', side: 'fr', hex: '0102', str: 6 },
        { id: 'fr2', side: 'fr', hex: '0201', str: 6 },
        { id: 'ru2', side: 'ru', hex: '0606', str: 4 },
      ],
    })
    const step = {
      kind: 'retreat' as const,
      side: 'ru' as const,
      unit: 'ru1',
      remaining: 1,
      total: 1,
      path: ['0101'],
      enemies: ['fr1', 'fr2'],
      commanders: [],
    }
    expect(retreatOptions(ctx, s, step)).toEqual([])
    const cmd = at(decide(ctx, s, 'fr', NORMAL), 0)
    expect(cmd.type).toBe('attack')
    if (cmd.type !== 'attack') return
    expect(cmd.defender).toBe('ru1')
    expect([...cmd.attackers].sort()).toEqual(['fr1', 'fr2'])
  })

  test('in movement, French units close on a lone unit at the map edge and then attack it at good odds', () => {
    const ctx = ctxOf(openMap(8, 8))
    const s = testGame({
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'ru1', side: 'ru', hex: '0804', str: 4 },
        { id: 'fr1', side: 'fr', hex: '0503', str: 6 },
        { id: 'fr2', side: 'fr', hex: '0505', str: 6 },
        { id: 'fr3', side: 'fr', hex: '0404', str: 6 },
      ],
    })
    const moved = play(ctx, s, ...decide(ctx, s, 'fr', NORMAL))
    expect(moved.phase).toBe('combat')
    const cmd = at(decide(ctx, moved, 'fr', NORMAL), 0)
    expect(cmd.type).toBe('attack')
    if (cmd.type !== 'attack') return
    expect(cmd.defender).toBe('ru1')
    expect(cmd.attackers.length).toBeGreaterThanOrEqual(2)
    const pAnswer = previewAttack(ctx, moved, cmd)
    if (!pAnswer.ok) throw new Error('illegal')
    const p = pAnswer.preview
    expect(p.diff).toBeGreaterThanOrEqual(8)
  })
})

describe('the bait attack is refused', () => {
  // fr1 stands in a forest joined by a road to a village on a hill: the village's zone does not reach
  // into the forest (ZOC.3), so the attack is optional, and it is legal along the road (CBT.4).
  const rows = ['. . . .', '. f v2 .', '. . . .']
  const ctx = ctxOf(asciiMap({ rows, roads: [['0202', '0302']] }))
  const s = testGame({
    phase: 'combat',
    units: [
      { id: 'fr1', side: 'fr', hex: '0202', str: 6 },
      { id: 'ru1', side: 'ru', hex: '0302', str: 6 },
    ],
    commanders: [{ id: 'ru-c', side: 'ru', hex: '0302', rating: 3 }],
  })

  test('the attack is legal, optional, and its expected exchange is bad for the French', () => {
    const pAnswer = previewAttack(ctx, s, { defender: 'ru1', attackers: ['fr1'] })
    if (!pAnswer.ok) throw new Error(pAnswer.refusal.code)
    const p = pAnswer.preview
    const prob = (r: string): number => p.odds.filter((o) => o.result === r).reduce((t, o) => t + o.probability, 0)
    const ownLoss = (prob('AE') + prob('EX')) * 6
    const enemyLoss = (prob('DE') + prob('EX')) * 6
    expect(ownLoss).toBeGreaterThan(enemyLoss)
    expect(apply(ctx, s, { type: 'endPhase' }).ok).toBe(true)
  })

  test('the AI ends its combat phase instead', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      expect(decide(ctx, s, 'fr', { level, seed: 3, budget: 2 })).toEqual([{ type: 'endPhase' }])
    }
  })
})

describe('a threatened isolated unit withdraws', () => {
  test('a lone Russian unit facing a strong French force moves away from it, towards its friends', () => {
    const ctx = ctxOf(openMap(12, 6))
    const s = testGame({
      side: 'ru',
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'ru1', side: 'ru', hex: '0603', str: 3, mp: 4 },
        { id: 'ru2', side: 'ru', hex: '1102', str: 6 },
        { id: 'ru3', side: 'ru', hex: '1104', str: 6 },
        { id: 'fr1', side: 'fr', hex: '0302', str: 8 },
        { id: 'fr2', side: 'fr', hex: '0303', str: 8 },
        { id: 'fr3', side: 'fr', hex: '0304', str: 8 },
        { id: 'fr4', side: 'fr', hex: '0202', str: 6, type: 'cavalry', mp: 6 },
      ],
    })
    const nearestFrench = (st: GameState): number =>
      Math.min(
        ...['fr1', 'fr2', 'fr3', 'fr4'].map((f) => distance(ctx.map.geo, hexOf(ctx, st, 'ru1'), hexOf(ctx, st, f))),
      )
    const before = nearestFrench(s)
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    expect(nearestFrench(after)).toBeGreaterThan(before)
    expect(distance(ctx.map.geo, hexOf(ctx, after, 'ru1'), hexOf(ctx, after, 'ru2'))).toBeLessThan(
      distance(ctx.map.geo, hexOf(ctx, s, 'ru1'), hexOf(ctx, s, 'ru2')),
    )
  })
})

describe('a commander is not left alone', () => {
  test('a French commander alone within reach of the enemy joins a unit, or goes where the enemy cannot reach', () => {
    const ctx = ctxOf(openMap(10, 6))
    const s = testGame({
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'fr1', side: 'fr', hex: '0203', str: 6 },
        { id: 'fr2', side: 'fr', hex: '0205', str: 6 },
        { id: 'ru1', side: 'ru', hex: '0803', str: 6, type: 'cavalry', mp: 6 },
        { id: 'ru2', side: 'ru', hex: '0905', str: 6 },
      ],
      commanders: [{ id: 'davout', side: 'fr', hex: '0503', corps: 'I' }],
    })
    const after = play(ctx, s, ...decide(ctx, s, 'fr', NORMAL))
    const c = after.commanders.davout!
    expect(c.status).toBe('active')
    const withUnit = Object.values(after.units).some((u) => u.side === 'fr' && u.status === 'active' && u.hex === c.hex)
    // Issue 29: with the French units gone forward into the Russians' reach, a safe hex alone is better than
    // sharing a unit's risk for nothing (CMD.5); what counts is that no Russian unit can come next to him.
    const reach = analyse(ctx, after, 'fr').threat.ru[hexId(ctx.map, c.hex!)]!
    expect(withUnit || reach === 0).toBe(true)
  })

  test('a commander whose unit moves off stays with a unit', () => {
    const ctx = ctxOf(openMap(10, 6))
    const s = testGame({
      side: 'ru',
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'ru1', side: 'ru', hex: '0603', str: 3 },
        { id: 'ru2', side: 'ru', hex: '0903', str: 6 },
        { id: 'fr1', side: 'fr', hex: '0302', str: 8 },
        { id: 'fr2', side: 'fr', hex: '0303', str: 8 },
        { id: 'fr3', side: 'fr', hex: '0304', str: 8 },
      ],
      commanders: [{ id: 'raevsky', side: 'ru', hex: '0603', corps: 'VII' }],
    })
    const after = play(ctx, s, ...decide(ctx, s, 'ru', NORMAL))
    const c = after.commanders.raevsky!
    expect(Object.values(after.units).some((u) => u.side === 'ru' && u.hex === c.hex)).toBe(true)
  })
})
