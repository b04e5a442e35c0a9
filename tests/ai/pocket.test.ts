// A pocket (pocket.ts): ground from which no open way leads back to the rear. Units there leave while they can; the
// same forest with the enemy on one side only is held.
import { describe, expect, test } from 'vitest'
import { decide } from '../../src/ai'
import { analyse } from '../../src/ai/board'
import { cutOffMap } from '../../src/ai/pocket'
import { hexId } from '../../src/engine/map/map'
import type { GameState } from '../../src/engine/core/state'
import { asciiMap } from '../helpers/testMap'
import { ctxOf, play, testGame, type TestUnit } from '../helpers/testGame'

describe('units in a forest pocket leave it while they can', () => {
  // A block of forest (columns 6–7, rows 3–4) held by a Russian cavalry division (0603) and an infantry one (0604);
  // the Russian line stands seven hexes east (column 13). French infantry stands west of the forest, and in the pocket
  // position north-west and south-west of it too, close enough to come next to every hex between it and the line.
  const rows = ['. . . . . . . . . . . . . .', '. . . . . . . . . . . . . .', '. . . . . f f . . . . . . .']
  const ctx = ctxOf(asciiMap({ rows: [...rows, '. . . . . f f . . . . . . .', rows[0]!, rows[0]!] }))
  const position = (french: string[]): GameState => {
    const units: TestUnit[] = [
      { id: 'ruC', side: 'ru', type: 'cavalry', hex: '0603', str: 6 },
      { id: 'ruI', side: 'ru', hex: '0604', str: 6 },
      { id: 'line1', side: 'ru', hex: '1302', str: 6 },
      { id: 'line2', side: 'ru', hex: '1304', str: 6 },
      ...french.map((hex, i) => ({ id: `fr${i}`, side: 'fr' as const, hex, str: 4 })),
    ]
    return testGame({ side: 'ru', phase: 'movement', units })
  }
  const pocket = position(['0403', '0404', '0502', '0505'])
  const front = position(['0403', '0404'])
  const normal = { level: 'normal' as const, seed: 5 }
  const cut = (s: GameState, hex: string): number => analyse(ctx, s, 'ru').cutOff![hexId(ctx.map, hex)]!

  test('the map reads the forest as a pocket only when the French are round it; the line is never cut off', () => {
    expect([cut(pocket, '0603'), cut(pocket, '0604'), cut(pocket, '1302')]).toEqual([1, 1, 0])
    expect([cut(front, '0603'), cut(front, '0604')]).toEqual([0, 0])
  })

  test('in the pocket both divisions leave it for ground joined to the rear', () => {
    const after = play(ctx, pocket, ...decide(ctx, pocket, 'ru', normal))
    for (const id of ['ruC', 'ruI']) expect(cut(pocket, after.units[id]!.hex!)).toBe(0)
  })

  test('with the French on one side only, the forest is held', () => {
    const after = play(ctx, front, ...decide(ctx, front, 'ru', normal))
    expect([after.units.ruC!.hex, after.units.ruI!.hex]).toEqual(['0603', '0604'])
  })

  test('in the last phase, with no French phase to follow, a pocket costs nothing more', () => {
    const last = { ...pocket, turn: 20 }
    expect(analyse(ctx, last, 'ru').cutOff).toBeNull()
  })
})

describe('what the cut-off map counts', () => {
  // An open corridor three hexes wide. French cavalry (zones, ZOC.1, but no infantry reach) stands in column 1 and,
  // `wall` columns east of it, in rows 1 and 3 of that column: the hex between them (row 2) is empty but in their zones.
  const ctx = ctxOf(asciiMap({ rows: Array.from({ length: 3 }, () => '. . . . . . . . . . . . . .') }))
  const corridor = (wall: number): GameState =>
    testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        ...[1, 2, 3].map((r) => ({
          id: `w${r}`,
          side: 'fr' as const,
          type: 'cavalry' as const,
          hex: `010${r}`,
          str: 2,
        })),
        ...[1, 3].map((r) => ({
          id: `e${r}`,
          side: 'fr' as const,
          type: 'cavalry' as const,
          hex: `${String(1 + wall).padStart(2, '0')}0${r}`,
          str: 2,
        })),
        { id: 'ru1', side: 'ru', hex: '1402', str: 4 },
      ],
    })
  const cut = (s: GameState, hex: string): number => cutOffMap(ctx, s)[hexId(ctx.map, hex)]!

  test('between cavalry walls seven columns apart, no hex is four from both: the inside is cut off', () => {
    const s = corridor(7)
    for (const hex of ['0402', '0502', '0602']) expect(cut(s, hex)).toBe(1)
    expect(cut(s, '1002')).toBe(0)
  })

  test('eight apart, the middle is four from both and counts as rear (a ring that wide is not read as one)', () => {
    const s = corridor(8)
    for (const hex of ['0402', '0502', '0602']) expect(cut(s, hex)).toBe(0)
  })

  test('a hex in an enemy zone next to open ground is joined to it; one with only zones round it is not', () => {
    const s = corridor(7)
    // 0702 and 0902 are in the eastern wall's zone; 0902 has open ground east of it, 0702 only the cut-off inside.
    expect(cut(s, '0902')).toBe(0)
    expect(cut(s, '0802')).toBe(1)
  })
})

describe('an objective of its own is never cut off', () => {
  const rows = ['. . . . . . . . . . . . . .', '. . . . . . . . . . . . . .', '. . . . . f f . . . . . . .']
  const ctx = ctxOf(asciiMap({ rows: [...rows, '. . . . . f f . . . . . . .', rows[0]!, rows[0]!] }))
  test('the forest pocket with an objective at 0604: that hex is held, the one beside it is still a pocket', () => {
    const s = testGame({
      side: 'ru',
      phase: 'movement',
      units: [
        { id: 'ruI', side: 'ru', hex: '0604', str: 6 },
        { id: 'line1', side: 'ru', hex: '1302', str: 6 },
        ...['0403', '0404', '0502', '0505'].map((hex, i) => ({ id: `fr${i}`, side: 'fr' as const, hex, str: 4 })),
      ],
    })
    s.victory = {
      kind: 'objectives',
      decisive: 10,
      objectives: [{ hex: '0604', points: 10, holder: 'ru', name: { ru: '0604', en: '0604' } }],
    }
    const map = cutOffMap(ctx, s)
    expect(map[hexId(ctx.map, '0604')]).toBe(0)
    expect(map[hexId(ctx.map, '0603')]).toBe(1)
  })
})
