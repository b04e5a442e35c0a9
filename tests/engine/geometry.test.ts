import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { Direction, Grid, rectangle } from 'honeycomb-grid'
import { OddColumnHex, buildGeometry, distance, hexCode, lineBetween } from '../../src/core/geometry'

const COLS = 30
const ROWS = 26
const geo = buildGeometry(COLS, ROWS)
const grid = new Grid(OddColumnHex, rectangle({ width: COLS, height: ROWS }))
const DIRS = [Direction.N, Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW]

describe('geometry parity with honeycomb-grid on a 30x26 map', () => {
  it('MAP.1 offset and cube coordinates agree for every hex', () => {
    let count = 0
    grid.forEach((hex) => {
      const id = geo.byCode.get(hexCode(hex.col, hex.row))!
      expect([geo.q[id], geo.r[id], geo.col[id], geo.row[id]]).toEqual([hex.q, hex.r, hex.col, hex.row])
      count++
    })
    expect(count).toBe(COLS * ROWS)
    expect(geo.n).toBe(COLS * ROWS)
  })

  it('MAP.1 hex centres agree for every hex', () => {
    grid.forEach((hex) => {
      const id = geo.byCode.get(hexCode(hex.col, hex.row))!
      expect(geo.cx[id]).toBeCloseTo(hex.x, 9)
      expect(geo.cy[id]).toBeCloseTo(hex.y, 9)
    })
  })

  it('MAP.1 neighbours agree for every hex and direction', () => {
    grid.forEach((hex) => {
      const id = geo.byCode.get(hexCode(hex.col, hex.row))!
      DIRS.forEach((dir, d) => {
        const nb = grid.neighborOf(hex, dir, { allowOutside: false })
        const expected = nb ? geo.byCode.get(hexCode(nb.col, nb.row))! : -1
        expect(geo.neighbor[id * 6 + d]).toBe(expected)
      })
    })
  })

  it('MAP.1 distances agree for every hex from a sample of origins', () => {
    const hexes = grid.toArray()
    for (const a of hexes.filter((_, i) => i % 37 === 0)) {
      const ia = geo.byCode.get(hexCode(a.col, a.row))!
      for (const b of hexes) {
        const ib = geo.byCode.get(hexCode(b.col, b.row))!
        expect(distance(geo, ia, ib)).toBe(grid.distance(a, b))
      }
    }
  })

  it('MAP.1 numbers hexes CCRR from 0101 at the north-west corner, odd columns shifted down', () => {
    expect(geo.codes[0]).toBe('0101')
    expect(geo.byCode.get('3026')).toBe(geo.n - 1)
    // 0201 lies south-east of 0101: column 2 is shifted half a hex down.
    expect(geo.neighbor[geo.byCode.get('0101')! * 6 + 2]).toBe(geo.byCode.get('0201'))
    expect(geo.cy[geo.byCode.get('0201')!]).toBeGreaterThan(geo.cy[geo.byCode.get('0101')!]!)
    expect(geo.cx[geo.byCode.get('0201')!]).toBeGreaterThan(geo.cx[geo.byCode.get('0101')!]!)
  })
})

describe('geometry parity with honeycomb-grid on other sizes', () => {
  // One hex, one column, one row, both column parities, the Borodino map (35x26) and the Phalanx field as the
  // shared lattice reads it (transposed: 9 columns of 11).
  it.each([
    [1, 1],
    [1, 4],
    [4, 1],
    [2, 3],
    [7, 5],
    [35, 26],
    [9, 11],
  ])('MAP.1 %ix%i: cube coordinates and centres agree for every hex', (cols, rows) => {
    const g = buildGeometry(cols, rows)
    new Grid(OddColumnHex, rectangle({ width: cols, height: rows })).forEach((hex) => {
      const id = g.byCode.get(hexCode(hex.col, hex.row))!
      expect([g.q[id], g.r[id]]).toEqual([hex.q, hex.r])
      expect(g.cx[id]).toBeCloseTo(hex.x, 9)
      expect(g.cy[id]).toBeCloseTo(hex.y, 9)
    })
  })
})

describe('lines between hexes', () => {
  it('ART.3 a straight line through hex centres has one trace', () => {
    const a = geo.byCode.get('0505')!
    const b = geo.byCode.get('0509')!
    const { plus, minus } = lineBetween(geo, a, b)
    expect(plus.map((h) => geo.codes[h])).toEqual(['0505', '0506', '0507', '0508', '0509'])
    expect(minus).toEqual(plus)
  })

  it('ART.3 a line along a hexside splits into two traces', () => {
    // From 0505 to 0705 the line runs exactly along the hexside between 0604 and 0605.
    const a = geo.byCode.get('0505')!
    const b = geo.byCode.get('0705')!
    const { plus, minus } = lineBetween(geo, a, b)
    expect(plus.length).toBe(distance(geo, a, b) + 1)
    const mid = new Set([geo.codes[at(plus, 1)], geo.codes[at(minus, 1)]])
    expect(mid).toEqual(new Set(['0604', '0605']))
  })
})

describe('hex numbers to ids', () => {
  it('MAP.1 idOfCode agrees with the code table for every hex and rejects malformed or off-map numbers', async () => {
    const { idOfCode } = await import('../../src/core/geometry')
    for (let id = 0; id < geo.n; id++) expect(idOfCode(geo, geo.codes[id])).toBe(id)
    for (const bad of ['0001', '0100', '3101', '0127', '01a1', '101', '01011', '', null, 101])
      expect(idOfCode(geo, bad)).toBe(-1)
  })
})
