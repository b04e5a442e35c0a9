// The board's pixel → hex arithmetic: every point of a hex finds that hex, points off the map find none.
import { describe, expect, it } from 'vitest'
import { borodinoMapData } from '../../src/data/bundled'
import { loadMap } from '../../src/engine'
import { boardGeom, R } from '../../src/ui/board/geom'
import { hexAt } from '../../src/ui/board/hexAt'

const map = loadMap(borodinoMapData)
const g = boardGeom(map)

describe('hexAt', () => {
  it('finds every hex at its centre and at points well inside it', () => {
    for (let i = 0; i < map.geo.n; i++) {
      expect(hexAt(map, g.x[i]!, g.y[i]!)).toBe(i)
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k + 0.2
        expect(
          hexAt(map, g.x[i]! + Math.cos(a) * R * 0.8, g.y[i]! + Math.sin(a) * R * 0.8),
          `${map.geo.codes[i]} dir ${k}`,
        ).toBe(i)
      }
    }
  })

  it('splits a shared side between its two hexes', () => {
    const i = map.geo.byCode.get('1010')!
    for (let d = 0; d < 6; d++) {
      const o = map.geo.neighbor[i * 6 + d]!
      if (o < 0) continue
      // Just either side of the midpoint between the two centres.
      const mx = (g.x[i]! + g.x[o]!) / 2
      const my = (g.y[i]! + g.y[o]!) / 2
      expect(hexAt(map, mx + (g.x[i]! - mx) * 0.05, my + (g.y[i]! - my) * 0.05)).toBe(i)
      expect(hexAt(map, mx + (g.x[o]! - mx) * 0.05, my + (g.y[o]! - my) * 0.05)).toBe(o)
    }
  })

  it('finds nothing off the map', () => {
    expect(hexAt(map, -3 * R, -3 * R)).toBe(-1)
    expect(hexAt(map, g.width + 3 * R, g.height / 2)).toBe(-1)
    expect(hexAt(map, g.width / 2, g.height + 3 * R)).toBe(-1)
  })
})
