// Where the enemy's batteries can fire once moved (MOVE.7, ZOC.4, ART.2), as the commanders' placement counts it.
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { influenceOf } from '../../src/ai/influence'
import { enemyFireReach, fireCaptureChance } from '../../src/ai/fireReach'
import type { GameState } from '../../src/engine/core/state'
import { hexId } from '../../src/engine/map/map'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'

describe('a French battery four MP away', () => {
  // The Russian target stands six hexes east of the battery, on open ground; a battery has 4 MP limbered.
  const ctx = ctxOf(openMap(12, 3))
  const position = (guns: Partial<TestUnit>, more: TestUnit[] = []): GameState =>
    testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'target', side: 'ru', hex: '0702', str: 4 },
        { id: 'guns', side: 'fr', type: 'artillery', hex: '0102', str: 4, mp: 4, limbered: true, ...guns },
        ...more,
      ],
    })
  const shotsOn = (s: GameState) => {
    const b = analyse(ctx, s, 'ru')
    return enemyFireReach(b, influenceOf(ctx, s, 'fr')).on(hexId(ctx.map, '0702'))
  }

  test('limbered, it moves four hexes and fires at range 2', () => {
    expect(shotsOn(position({}))).toEqual([{ strength: 4, range: 2 }])
  })

  test('in action, it spends 2 MP to limber and comes no nearer than four hexes: out of range', () => {
    expect(shotsOn(position({ limbered: false }))).toEqual([])
  })

  test('starting in a Russian unit’s zone, it cannot move (ZOC.4), though a way east lies open', () => {
    expect(shotsOn(position({}, [{ id: 'pin', side: 'ru', hex: '0101', str: 4 }]))).toEqual([])
  })
})

describe('a battery in action on a road (MOVE.6)', () => {
  // It limbers (2 of its 4 MP) and has a point more for a move from a road hex to a road hex: the road ends at 0402,
  // three hexes from the target. Off the road it comes no nearer than four.
  const position = (): GameState =>
    testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'target', side: 'ru', hex: '0702', str: 4 },
        { id: 'guns', side: 'fr', type: 'artillery', hex: '0102', str: 4, mp: 4, limbered: false },
      ],
    })
  const shotsOn = (road: string[]) => {
    const ctx = ctxOf(asciiMap({ rows: ['. . . . . . . .', '. . . . . . . .', '. . . . . . . .'], roads: [road] }))
    const s = position()
    return enemyFireReach(analyse(ctx, s, 'ru'), influenceOf(ctx, s, 'fr')).on(hexId(ctx.map, '0702'))
  }

  test('a road to 0402 brings it within range 3', () => {
    expect(shotsOn(['0102', '0202', '0302', '0402'])).toEqual([{ strength: 4, range: 3 }])
  })

  test('a road that stops a hex short does not', () => {
    expect(shotsOn(['0102', '0202', '0302'])).toEqual([])
  })
})

describe('a battery that can come next to the unit is itself the enemy next to it (CMD.5)', () => {
  // No French unit but the battery, which can end next to the target and fire at range 1.
  const ctx = ctxOf(openMap(8, 3))
  const s = testGame({
    side: 'ru',
    phase: 'movement',
    units: [
      { id: 'target', side: 'ru', hex: '0502', str: 2 },
      { id: 'guns', side: 'fr', type: 'artillery', hex: '0102', str: 6, mp: 4, limbered: true },
    ],
  })

  test('its fire can destroy the unit with an enemy next to it', () => {
    const b = analyse(ctx, s, 'ru')
    const h = hexId(ctx.map, '0502')
    const fire = enemyFireReach(b, influenceOf(ctx, s, 'fr'))
    // A battery is an enemy unit too: one that ends its move next to the unit takes the commanders of a unit its fire
    // destroys (CMD.5), and one next to a commander alone takes him.
    expect(influenceOf(ctx, s, 'fr').approach[h]).toBe(1)
    expect(fire.nextTo(h)).toBe(true)
    expect(fire.on(h)).toEqual([{ strength: 6, range: 1 }])
    expect(fireCaptureChance(b, fire, s.units.target!, h, 0)).toBeGreaterThan(0.1)
  })
})
