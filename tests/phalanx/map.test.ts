// PH-MAP.1–6 and PH-INT.1–3: the field, built on the shared hex geometry.
import { describe, expect, test } from 'vitest'
import { at } from '../helpers/must'
import {
  buildField,
  DIRECTIONS,
  directionTo,
  distance,
  hexOf,
  legalMoves,
  neighbourOf,
  newGame,
  STANDARD_FIELD,
} from '../../src/phalanx/index'
import { ctx, field, mv, position, refusal } from './helpers'

const code = (c: number, r: number): string => String(c).padStart(2, '0') + String(r).padStart(2, '0')
const X = (id: number): number => (field.row[id]! % 2 === 1 ? 2 * field.col[id]! : 2 * field.col[id]! + 1)

describe('PH-MAP the board', () => {
  test('PH-MAP.1 PH-INT.1 9 rows of 11 and 10 hexes, 95 in all; even rows inset at both ends', () => {
    expect(field.hexes.length).toBe(95)
    for (let r = 1; r <= 9; r++) {
      const inRow = field.hexes.filter((h) => field.row[h] === r)
      expect(inRow.length, `row ${r}`).toBe(r % 2 === 1 ? 11 : 10)
    }
    expect(hexOf(field, '1101')).toBeGreaterThanOrEqual(0)
    expect(hexOf(field, '1102')).toBe(-1)
    expect(hexOf(field, '0010')).toBe(-1)
    // Even rows are shifted half a hex east: 0102 lies midway between 0101 and 0201.
    const [a, b, m] = ['0101', '0201', '0102'].map((c) => hexOf(field, c)) as [number, number, number]
    expect(field.x[m]).toBeCloseTo((field.x[a]! + field.x[b]!) / 2)
    // Inset at both ends: the even row starts east of the odd row's first hex and ends west of its last.
    expect(field.x[hexOf(field, '0102')]).toBeGreaterThan(field.x[hexOf(field, '0101')]!)
    expect(field.x[hexOf(field, '1002')]).toBeLessThan(field.x[hexOf(field, '1101')]!)
  })

  test('PH-INT.1 the field is symmetric under X → 24 − X and under row → 10 − row', () => {
    const all = new Set(field.hexes.map((h) => `${X(h)},${field.row[h]}`))
    for (const h of field.hexes) {
      expect(all.has(`${24 - X(h)},${field.row[h]}`)).toBe(true)
      expect(all.has(`${X(h)},${10 - field.row[h]!}`)).toBe(true)
    }
  })

  test('PH-MAP.2 PH-INT.2 pointy-topped rows, row 1 north and row 9 south; South starts on row 9, North on row 1', () => {
    const [w, e, ne, se] = ['0505', '0705', '0604', '0606'].map((c) => hexOf(field, c)) as [
      number,
      number,
      number,
      number,
    ]
    const c = hexOf(field, '0605')
    // E and W neighbours share the row's y; NE is up (north) and right; rows are 1.5 radii apart.
    expect(field.y[e]).toBeCloseTo(field.y[c]!)
    expect(field.y[w]).toBeCloseTo(field.y[c]!)
    expect(field.y[ne]).toBeCloseTo(field.y[c]! - 1.5)
    expect(field.y[se]).toBeCloseTo(field.y[c]! + 1.5)
    expect(field.x[e]! - field.x[c]!).toBeCloseTo(Math.sqrt(3))
    expect(field.y[hexOf(field, '0101')]).toBeLessThan(field.y[hexOf(field, '0109')]!)
    const s = newGame(field)
    expect(field.row[hexOf(field, s.units['S-K']!.location)]).toBe(9)
    expect(field.row[hexOf(field, s.units['N-K']!.location)]).toBe(1)
  })

  test('PH-MAP.3 hex ids CCRR: columns 01–11 in odd rows, 01–10 in even rows; doubled X', () => {
    for (const h of field.hexes) {
      expect(field.codes[h]).toBe(code(field.col[h]!, field.row[h]!))
      expect(X(h)).toBeGreaterThanOrEqual(field.row[h]! % 2 ? 2 : 3)
      expect(X(h)).toBeLessThanOrEqual(field.row[h]! % 2 ? 22 : 21)
    }
    expect(hexOf(field, 'abcd')).toBe(-1)
    expect(hexOf(field, 605)).toBe(-1)
    expect(hexOf(field, '__proto__')).toBe(-1)
  })

  test('PH-MAP.4 the six directions and adjacency follow the CCRR rules; distance formula', () => {
    const expected = (c: number, r: number, d: number): string => {
      const odd = r % 2 === 1
      const table: Array<[number, number]> = odd
        ? [
            [c, r - 1],
            [c + 1, r],
            [c, r + 1],
            [c - 1, r + 1],
            [c - 1, r],
            [c - 1, r - 1],
          ]
        : [
            [c + 1, r - 1],
            [c + 1, r],
            [c + 1, r + 1],
            [c, r + 1],
            [c - 1, r],
            [c, r - 1],
          ]
      return code(at(table, d)[0], at(table, d)[1])
    }
    expect(DIRECTIONS).toEqual(['NE', 'E', 'SE', 'SW', 'W', 'NW'])
    const wrong: string[] = []
    for (const h of field.hexes) {
      for (let d = 0; d < 6; d++) {
        const n = neighbourOf(field, h, d)
        if (n !== hexOf(field, expected(field.col[h]!, field.row[h]!, d))) wrong.push(`${field.codes[h]} d${d}`)
        if (n >= 0 && (neighbourOf(field, n, (d + 3) % 6) !== h || directionTo(field, h, n) !== d))
          wrong.push(`${field.codes[h]} d${d} back`)
      }
    }
    for (const a of field.hexes) {
      for (const b of field.hexes) {
        const dx = Math.abs(X(a) - X(b))
        const dy = Math.abs(field.row[a]! - field.row[b]!)
        if (distance(field, a, b) !== dy + Math.max(0, (dx - dy) / 2))
          wrong.push(`distance ${field.codes[a]}-${field.codes[b]}`)
      }
    }
    expect(wrong).toEqual([])
    // Spot checks: the hexes behind 0406 (PH-TEST.3), SW and SE.
    expect(neighbourOf(field, hexOf(field, '0406'), 3)).toBe(hexOf(field, '0407'))
    expect(neighbourOf(field, hexOf(field, '0406'), 2)).toBe(hexOf(field, '0507'))
  })

  test('PH-MAP.5 no terrain: every hex is open ground and only the board edge stops a move', () => {
    // A lone cavalry unit facing F12 reaches every on-field hex of its two-step front cone, wherever it stands.
    for (const h of field.hexes) {
      const enemy = field.row[h] === 1 ? '0109/F6' : '0101/F6'
      const s = position({ units: { 'S-C1': `${field.codes[h]}/F12`, 'N-C1': enemy, 'S-K': 'camp', 'N-K': 'camp' } })
      const cone = new Set<number>()
      for (const a of [5, 0]) {
        const n = neighbourOf(field, h, a)
        if (n < 0) continue
        cone.add(n)
        for (const b of [5, 0]) if (neighbourOf(field, n, b) >= 0) cone.add(neighbourOf(field, n, b))
      }
      cone.delete(hexOf(field, enemy.slice(0, 4)))
      const got = legalMoves(ctx, s, 'S-C1')
      if (!got.ok) throw new Error('refused')
      expect(got.value.map((d) => d.hex).sort()).toEqual([...cone].map((n) => field.codes[n]).sort())
    }
    const s = position({ units: { 'S-H1': '0105/F10' } })
    expect(refusal(s, mv('S-H1', '0005')).rule).toBe('PH-MOVE.4')
  })

  test('PH-MAP.6 PH-INT.3 camps on 0609 (South) and 0601 (North), 8 hexes apart; the map is data', () => {
    expect(field.codes[field.camp.south]).toBe('0609')
    expect(field.codes[field.camp.north]).toBe('0601')
    expect(distance(field, field.camp.south, field.camp.north)).toBe(8)
    const moved = buildField({ ...STANDARD_FIELD, camps: { south: '0409', north: '0801' } })
    expect(moved.codes[moved.camp.south]).toBe('0409')
    expect(() => buildField({ ...STANDARD_FIELD, camps: { south: '1102', north: '0601' } })).toThrow()
  })
})
