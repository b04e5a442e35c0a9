// A battery cannot get out of danger when it comes (limbering costs 2 MP, MOVE.7; in the enemy's zone it
// cannot drive off, ZOC.4): a Hard Russian battery also weighs the danger it would be in at the worst neighbouring hex
// no other unit holds. Normal reads the danger only where the battery stands (a step of the ladder, docs/ai.md).
// Scenes stand on turn 3, after the Hard Russians' opening line (frontLine.ts), which would place their units first.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { analyse } from '../../src/ai/board'
import { danger } from '../../src/ai/position'
import { hexId } from '../../src/engine/map/map'
import { openMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

const ctx = ctxOf(openMap(13, 9))
const column = (hex: string | null): number => Number(hex!.slice(0, 2))

describe('a battery steps back before the enemy can reach it', () => {
  // A Russian battery (5) alone at 0805 on open ground; French cavalry (16, four MP) at 0205 can ride to column 6, two
  // hexes from it, this coming French phase, but not next to it. Its own hex is safe; the empty hex west of it is
  // not: the cavalry can come next to that hex now, and so next to the battery the turn after, when limbering (2 MP)
  // would leave the battery too little to get clear.
  const scene = (frenchHex: string) =>
    testGame({
      side: 'ru',
      phase: 'movement',
      turn: 3,
      units: [
        { id: 'ruA', side: 'ru', hex: '0805', str: 5, type: 'artillery' },
        { id: 'fr1', side: 'fr', hex: frenchHex, str: 16, type: 'cavalry', mp: 4 },
      ],
    })

  test('the scene: the battery is in no danger where it stands, but would be one hex west', () => {
    const s = scene('0205')
    const b = analyse(ctx, s, 'ru')
    const gun = { ...s.units.ruA!, limbered: false }
    expect(danger(b, gun, hexId(ctx.map, '0805'))).toBe(0)
    expect(danger(b, gun, hexId(ctx.map, '0705'))).toBeGreaterThan(0)
  })

  test('hard: it limbers, goes back and unlimbers out of the next move’s reach', () => {
    const s = scene('0205')
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level: 'hard', seed: 5, budget: 4 }))
    expect(column(after.units.ruA!.hex)).toBeGreaterThan(8)
    expect(after.units.ruA!.limbered).toBe(false)
  })

  test('normal, which reads the danger only where the battery stands, leaves it there', () => {
    const s = scene('0205')
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level: 'normal', seed: 5 }))
    expect(after.units.ruA!.hex).toBe('0805')
  })

  test('hard, with the cavalry farther off: it stays in action where it is', () => {
    const s = scene('0105')
    const gun = { ...s.units.ruA!, limbered: false }
    expect(danger(analyse(ctx, s, 'ru'), gun, hexId(ctx.map, '0705'))).toBe(0)
    const after = play(ctx, s, ...decide(ctx, s, 'ru', { level: 'hard', seed: 5, budget: 4 }))
    expect(after.units.ruA!.hex).toBe('0805')
  })
})
