// The static map's documents: every hex's number drawn at the top of its own hex (a document of its own), the place
// names in the language asked for, and a box that maps the images 1:1 onto the board's coordinates.
import { describe, expect, it } from 'vitest'
import { borodinoMapData } from '../../src/data/bundled'
import { loadMap } from '../../src/engine'
import { boardGeom, R } from '../../src/ui/board/geom'
import { hexNumbersPath } from '../../src/ui/board/static/labels'
import { staticMapBox } from '../../src/ui/board/static/box'
import { hexNumbersSvg, staticMapSvg } from '../../src/ui/board/static/mapSvg'

const map = loadMap(borodinoMapData)
const g = boardGeom(map)

describe('static map', () => {
  it('draws every digit of every hex number inside the top of that hex', () => {
    const starts = [...hexNumbersPath(map).matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])])
    expect(starts).toHaveLength(map.geo.codes.join('').length)
    let k = 0
    for (let i = 0; i < map.geo.n; i++) {
      for (let c = 0; c < map.geo.codes[i]!.length; c++) {
        const [x, y] = starts[k++]!
        expect(Math.abs(x! - g.x[i]!), map.geo.codes[i]).toBeLessThan(R * 0.3)
        expect(y! - g.y[i]!, map.geo.codes[i]).toBeGreaterThan(-R * 0.85)
        expect(y! - g.y[i]!, map.geo.codes[i]).toBeLessThan(-R * 0.6)
      }
    }
  })

  it('names the places in the language asked for', () => {
    const named = map.names.filter((n) => n !== undefined)
    expect(named.length).toBeGreaterThan(5)
    for (const lang of ['ru', 'en'] as const) {
      const svg = staticMapSvg(map, lang)
      for (const n of named) expect(svg).toContain(`>${n[lang]}</text>`)
    }
  })

  it('keeps the hex numbers in a document of their own, over the same box', () => {
    const numbers = hexNumbersPath(map)
    expect(hexNumbersSvg(map)).toContain(`<path d="${numbers}"`)
    for (const lang of ['ru', 'en'] as const) expect(staticMapSvg(map, lang)).not.toContain(numbers.slice(0, 40))
  })

  it('has the viewBox of its box on the board, the whole map inside with a margin', () => {
    const b = staticMapBox(map)
    for (const doc of [staticMapSvg(map, 'ru'), hexNumbersSvg(map)])
      expect(doc).toContain(`viewBox="${b.x} ${b.y} ${b.width} ${b.height}"`)
    expect(b.x).toBeLessThan(0)
    expect(b.y).toBeLessThan(0)
    expect(b.x + b.width).toBeGreaterThan(g.width)
    expect(b.y + b.height).toBeGreaterThan(g.height)
  })
})
