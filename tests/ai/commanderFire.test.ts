// A commander and the enemy's guns (CMD.5): a unit no enemy can attack in melee may still be destroyed by fire from a
// battery that moves up first (MOVE.7), and with an enemy unit next to it its commander is then captured.
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { influenceOf } from '../../src/ai/influence'
import { placeCommanders } from '../../src/ai/commanderPlan'
import { enemyFireReach, fireCaptureChance } from '../../src/ai/fireReach'
import { Work } from '../../src/ai/work'
import type { Setup } from '../../src/ai/attackSetup'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { hexId } from '../../src/engine/map/map'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'

function placedAt(ctx: Ctx, state: GameState, id: string): string | null {
  const w = new Work(ctx, state)
  placeCommanders(analyse(ctx, state, state.side), w, new Map<string, Setup>(), -1)
  return w.s.commanders[id]!.hex
}

describe('a commander leaves a unit that the enemy can destroy by fire with his unit next to it', () => {
  // The host stands in a forest (no melee into it, CBT.4), demoralized, a French unit next to it. Its general, of
  // its corps, would stay to rally it (CMD.3). A limbered French battery six hexes off can move four hexes and fire
  // at range 2. The other Russian unit, of another corps, is out of every French reach, within the general's 8 MP.
  const ctx = ctxOf(
    asciiMap({ rows: ['. . . . . . . . . . . . . .', '. . . . . . f . . . . . . .', '. . . . . . . . . . . . . .'] }),
  )
  const position = (guns: boolean, watch = '0602'): GameState => {
    const units: TestUnit[] = [
      { id: 'host', side: 'ru', hex: '0702', str: 4, corps: 'II', demoralized: true },
      { id: 'safe', side: 'ru', hex: '1302', str: 4, corps: 'VI' },
      { id: 'watch', side: 'fr', hex: watch, str: 4 },
    ]
    if (guns) units.push({ id: 'guns', side: 'fr', type: 'artillery', hex: '0102', str: 4, limbered: true })
    return testGame({
      side: 'ru',
      phase: 'movement',
      units,
      commanders: [{ id: 'general', side: 'ru', hex: '0702', corps: 'II', rating: 2 }],
    })
  }
  const h = (code: string) => hexId(ctx.map, code)

  test('the position is as described: no melee threat on the host, and no guns in range as they stand', () => {
    const b = analyse(ctx, position(true), 'ru', 'ru', false)
    expect(b.threat.fr[h('0702')]).toBe(0)
    expect(b.enemyDist[h('0702')]).toBe(1)
    expect(b.threat.fr[h('1302')]).toBe(0)
  })

  test('read with the guns where they can move to and fire from (Normal, Hard), the host is under fire', () => {
    const b = analyse(ctx, position(true), 'ru')
    expect(b.threat.fr[h('0702')]).toBeGreaterThan(0)
    expect(b.threat.fr[h('1302')]).toBe(0)
  })

  test('the guns can come within range of the host, not of the other unit', () => {
    const state = position(true)
    const b = analyse(ctx, state, 'ru')
    const fire = enemyFireReach(b, influenceOf(ctx, state, 'fr'))
    expect(fire.on(h('0702')).length).toBe(1)
    expect(fire.on(h('1302')).length).toBe(0)
    expect(fireCaptureChance(b, fire, state.units.host!, h('0702'), 2)).toBeGreaterThan(0.1)
    expect(fireCaptureChance(b, fire, state.units.safe!, h('1302'), 0)).toBe(0)
  })

  test('without the guns the general stays to rally his unit', () => {
    expect(placedAt(ctx, position(false), 'general')).toBe('0702')
  })

  test('with them he goes to the unit out of their reach', () => {
    expect(placedAt(ctx, position(true), 'general')).toBe('1302')
  })

  test('so he does when the French unit stands two hexes off and can come next to the host', () => {
    expect(analyse(ctx, position(true, '0502'), 'ru').enemyDist[h('0702')]).toBe(2)
    expect(placedAt(ctx, position(true, '0502'), 'general')).toBe('1302')
  })
})
