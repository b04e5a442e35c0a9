// PH-UNIT.1–6 and PH-INT.15: the armies, their values, unit state and facing.
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import {
  FACING_NAMES,
  frontHexes,
  frontOf,
  hexOf,
  legalMoves,
  newGame,
  valuesOf,
  type Facing,
} from '../../src/phalanx/index'
import { atk, ctx, end, field, mv, play, position, refusal } from './helpers'

const hexes = (ids: number[]): string[] => ids.map((h) => at(field.codes, h)).sort()

describe('PH-UNIT the armies', () => {
  test('PH-UNIT.1 each side has 11 units: 7 hoplites (one with the strategos), 2 cavalry, 1 peltasts, 1 camp; armies identical', () => {
    const s = newGame(field)
    for (const side of ['south', 'north'] as const) {
      const mine = Object.values(s.units).filter((u) => u.side === side)
      expect(mine.length).toBe(11)
      const count = (t: string) => mine.filter((u) => u.type === t).length
      expect([count('hoplites'), count('cavalry'), count('peltasts'), count('camp')]).toEqual([7, 2, 1, 1])
      expect(mine.filter((u) => u.strategos).map((u) => u.type)).toEqual(['hoplites'])
    }
    const shape = (side: string) =>
      Object.values(s.units)
        .filter((u) => u.side === side)
        .map((u) => [u.id.slice(2), u.type, u.strategos])
    expect(shape('south')).toEqual(shape('north'))
  })

  test('PH-UNIT.2 attack, defence and speed of each unit type', () => {
    const v = (type: 'hoplites' | 'cavalry' | 'peltasts' | 'camp', strategos = false) => {
      const { attack, defence, speed } = valuesOf({ type, strategos })
      return [attack, defence, speed]
    }
    expect(v('hoplites', true)).toEqual([2, 4, 1])
    expect(v('hoplites')).toEqual([1, 3, 1])
    expect(v('cavalry')).toEqual([1, 2, 2])
    expect(v('peltasts')).toEqual([1, 2, 1])
    expect(v('camp')).toEqual([0, 1, 0])
  })

  test('PH-UNIT.3 a unit is its location (camp, hex or lost) and facing; nothing else; the state is plain JSON', () => {
    const s = newGame(field)
    for (const u of Object.values(s.units))
      expect(Object.keys(u).sort()).toEqual(['facing', 'id', 'location', 'side', 'strategos', 'type'])
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
    const r = play(
      position({
        units: { 'S-H1': '0605/F12', 'N-H1': '0504/F6', 'N-H2': '0604/F6', 'S-S': '0705/F10', 'N-P': '0506' },
        phase: 'attack',
      }),
      atk('N-H2', 'S-H1', 'S-S'),
    )
    expect(r.state.units['N-H2']).toEqual({
      id: 'N-H2',
      side: 'north',
      type: 'hoplites',
      strategos: false,
      location: 'lost',
      facing: null,
    })
  })

  test("PH-UNIT.4 PH-INT.15 the strategos changes only its own unit's values; losing it has no other effect", () => {
    expect(valuesOf({ type: 'hoplites', strategos: true })).toEqual({ attack: 2, defence: 4, speed: 1, points: 2 })
    // It moves exactly like other hoplites: the same front, the same speed.
    const s = position({ units: { 'S-S': '0605/F12', 'S-H1': '0609/F12', 'S-K': 'camp' } })
    const a = legalMoves(ctx, s, 'S-S')
    const b = legalMoves(ctx, position({ units: { 'S-H1': '0605/F12', 'S-S': '0609/F12', 'S-K': 'camp' } }), 'S-H1')
    expect(a).toEqual(b)
    // Losing it changes nothing for the others: same moves for S-H2 with and without the strategos.
    const withS = position({ units: { 'S-S': '0303/F12', 'S-H2': '0707/F12' } })
    const without = position({ units: { 'S-S': 'lost', 'S-H2': '0707/F12' } })
    expect(legalMoves(ctx, withS, 'S-H2')).toEqual(legalMoves(ctx, without, 'S-H2'))
  })

  test('PH-UNIT.5 facing: the two hexes beside the faced vertex are the front; peltasts all six; camp none', () => {
    const h = hexOf(field, '0605')
    const table: Record<string, string[]> = {
      F12: ['0504', '0604'],
      F2: ['0604', '0705'],
      F4: ['0705', '0606'],
      F6: ['0606', '0506'],
      F8: ['0506', '0505'],
      F10: ['0505', '0504'],
    }
    FACING_NAMES.forEach((name, f) => {
      expect(hexes(frontHexes(field, h, frontOf({ type: 'hoplites', facing: f as Facing }))), name).toEqual(
        table[name]!.sort(),
      )
      expect(hexes(frontHexes(field, h, frontOf({ type: 'cavalry', facing: f as Facing }))), name).toEqual(
        table[name]!.sort(),
      )
    })
    expect(hexes(frontHexes(field, h, frontOf({ type: 'peltasts', facing: null })))).toEqual([
      '0504',
      '0505',
      '0506',
      '0604',
      '0606',
      '0705',
    ])
    expect(frontHexes(field, h, frontOf({ type: 'camp', facing: null }))).toEqual([])
    // A front hex off the board does not exist: 0101 facing F12 has no front at all, F2 only its E neighbour.
    expect(frontHexes(field, hexOf(field, '0101'), frontOf({ type: 'hoplites', facing: 0 }))).toEqual([])
    expect(hexes(frontHexes(field, hexOf(field, '0101'), frontOf({ type: 'hoplites', facing: 1 })))).toEqual(['0201'])
  })

  test('PH-UNIT.6 one unit per hex; a camp occupies its hex like any unit', () => {
    const s = position({ units: { 'S-H1': '0608/F12', 'S-H2': '0707/F12', 'S-C1': '0709/F10', 'N-H1': '0607/F6' } })
    expect(refusal(s, mv('S-H1', '0707')).params).toMatchObject({ by: 'S-H2' })
    expect(refusal(s, mv('S-H1', '0607')).params).toMatchObject({ by: 'N-H1' })
    expect(refusal(s, mv('S-C1', '0609')).params).toMatchObject({ by: 'S-K' })
    expect(refusal(s, mv('S-C1', '0609')).code).toBe('move.occupied')
    const after = play(s, mv('S-H2', '0606'), mv('S-H1', '0707'), end).state
    const seen = new Set<string>()
    for (const u of Object.values(after.units)) {
      if (u.location === 'camp' || u.location === 'lost') continue
      expect(seen.has(u.location)).toBe(false)
      seen.add(u.location)
    }
    expect(seen.size).toBe(6)
  })
})
