// A commander alone is taken by any enemy unit that comes next to him (CMD.5), though a forest or a river side stops
// its melee (CBT.4): the melee reach alone read such a hex as safe, and three Russian commanders left alone in them
// were taken in one Hard against Hard game.
import { describe, expect, test } from 'vitest'
import { analyse } from '../../src/ai/board'
import { placeCommanders } from '../../src/ai/commanderPlan'
import { influenceOf } from '../../src/ai/influence'
import { Work } from '../../src/ai/work'
import type { Ctx } from '../../src/engine/core/commands'
import type { GameState } from '../../src/engine/core/state'
import { codeOf, hexId } from '../../src/engine/map/map'
import { pathTo, unitReach } from '../../src/engine/movement/movement'
import { asciiMap, type AsciiMap } from '../helpers/testMap'
import { ctxOf, play, testGame } from '../helpers/testGame'

function placedAt(ctx: Ctx, state: GameState, id: string): string | null {
  const w = new Work(ctx, state)
  placeCommanders(analyse(ctx, state, state.side), w, new Map(), -1)
  return w.s.commanders[id]!.hex
}

const ROW = '. . . . . . . . .'
/** Every side of hex 0903 a river: no melee into it from anywhere. */
function island(): AsciiMap['rivers'] {
  const open = ctxOf(asciiMap({ rows: [ROW, ROW, ROW, ROW, ROW] }))
  const h = hexId(open.map, '0903')
  const sides: Array<[string, string]> = []
  for (let k = 0; k < 6; k++) {
    const n = open.map.geo.neighbor[h * 6 + k]!
    if (n >= 0) sides.push(['0903', codeOf(open.map, n)])
  }
  return sides
}

// Hex 0903 at the east edge is a forest, or open ground with a river on every side; everything else is open and
// within a French cavalry division's reach, which can end its move next to 0903. The commander's only unit, a weak
// one, stands where the French can attack it.
describe.each([
  ['a forest', { rows: [ROW, ROW, '. . . . . . . . f', ROW, ROW] }],
  ['a river', { rows: [ROW, ROW, ROW, ROW, ROW], rivers: island() }],
])('a commander alone is not left behind %s the enemy can come next to', (_, spec: AsciiMap) => {
  const ctx = ctxOf(asciiMap(spec))
  const position = (side: 'fr' | 'ru'): GameState =>
    testGame({
      side,
      phase: 'movement',
      units: [
        { id: 'host', side: 'ru', hex: '0503', str: 2, corps: 'II' },
        { id: 'fr-cav', side: 'fr', hex: '0303', str: 4, type: 'cavalry' },
      ],
      commanders: [{ id: 'general', side: 'ru', hex: '0903', corps: 'II', rating: 2 }],
    })
  const s = position('ru')

  test('the position is as described: no melee reaches 0903, but the cavalry can come next to it', () => {
    const b = analyse(ctx, s, 'ru')
    expect(b.threat.fr[hexId(ctx.map, '0903')]).toBe(0)
    expect(influenceOf(ctx, s, 'fr').standable[hexId(ctx.map, '0803')]).toBe(1)
  })

  test('the engine takes him there when the cavalry comes next to him (CMD.5)', () => {
    const fr = position('fr')
    const r = unitReach(ctx, fr, 'fr-cav')
    if (!r.ok) throw new Error('the cavalry cannot move')
    const path = pathTo(r.reach, hexId(ctx.map, '0803'))!.map((h) => codeOf(ctx.map, h))
    expect(play(ctx, fr, { type: 'move', unit: 'fr-cav', path }).commanders.general!.status).toBe('captured')
  })

  test('he leaves it for his unit, whose danger he shares', () => {
    expect(placedAt(ctx, s, 'general')).toBe('0503')
  })
})
