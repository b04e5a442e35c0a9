// The static map's document: every hex's number drawn at the top of its own hex, the place names in the language
// asked for, and a box that maps the image 1:1 onto the board's coordinates.
import { describe, expect, it } from 'vitest'
import { borodinoMapData } from '../../src/data/bundled'
import { loadMap } from '../../src/engine'
import { boardGeom, R } from '../../src/ui/board/geom'
import { hexNumbersPath } from '../../src/ui/board/static/labels'
import { staticMapBox } from '../../src/ui/board/static/box'
import { staticMapSvg } from '../../src/ui/board/static/mapSvg'

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

  it('has the viewBox of its box on the board, the whole map inside with a margin', () => {
    const b = staticMapBox(map)
    expect(staticMapSvg(map, 'ru')).toContain(`viewBox="${b.x} ${b.y} ${b.width} ${b.height}"`)
    expect(b.x).toBeLessThan(0)
    expect(b.y).toBeLessThan(0)
    expect(b.x + b.width).toBeGreaterThan(g.width)
    expect(b.y + b.height).toBeGreaterThan(g.height)
  })
})
