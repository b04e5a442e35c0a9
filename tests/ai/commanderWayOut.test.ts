// A commander's way out of a pocket (commanderWayOut.ts) is a hex the enemy cannot reach by melee or fire, far from
// him, and that no enemy unit can come next to: a unit that ends its move next to a commander standing alone takes
// him (CMD.5), though a forest stops its melee (CBT.4).
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { hasWayOut } from '../../src/ai/commanderWayOut'
import { reachBuffers } from '../../src/engine/ai'
import { hexId } from '../../src/engine/map/map'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, testGame } from '../helpers/testGame'

// One row of nine hexes, the last a forest. French cavalry at the west end can ride to the hex next to it.
const ctx = ctxOf(asciiMap({ rows: ['. . . . . . . . f'] }))
const position = (mp: number) =>
  testGame({
    side: 'ru',
    phase: 'movement',
    units: [{ id: 'fr-cav', side: 'fr', hex: '0101', str: 4, type: 'cavalry', mp }],
    commanders: [{ id: 'general', side: 'ru', hex: '0901', corps: 'II', rating: 2 }],
  })
const forest = hexId(ctx.map, '0901')

describe('a way out that enemy cavalry can ride next to', () => {
  test('the position is as described: the forest is out of melee and far from the cavalry, which can come next to it', () => {
    const b = analyse(ctx, position(8), 'ru')
    expect(b.threat.fr[forest]).toBe(0)
    expect(b.enemyDist[forest]).toBe(8)
    expect(b.approach.fr[forest]).toBe(1)
  })

  test('is none: every hex he can reach is in the cavalry reach or next to where it can stop', () => {
    const s = position(8)
    expect(hasWayOut(analyse(ctx, s, 'ru'), s, s.commanders.general!, forest, reachBuffers(ctx))).toBe(false)
  })

  test('is one when the cavalry cannot come so far', () => {
    const s = position(2)
    const b = analyse(ctx, s, 'ru')
    expect(b.approach.fr[forest]).toBe(0)
    expect(hasWayOut(b, s, s.commanders.general!, forest, reachBuffers(ctx))).toBe(true)
  })
})
