import { describe, expect, it } from 'vitest'
import { distance } from '../../src/core/geometry'
import { T_CLEAR, T_FOREST } from '../../src/engine/map/map'
import { lineOfSight } from '../../src/engine/map/los'
import { openMap } from '../helpers/testMap'

// Reference: sample the segment between the two centres densely and collect every hex whose
// interior it enters (points on a hexside, equally near two centres, count for neither).
function hexesCrossed(map: ReturnType<typeof openMap>, a: number, b: number): Set<number> {
  const g = map.geo
  const out = new Set<number>()
  for (let k = 1; k < 600; k++) {
    const t = k / 600
    const x = g.cx[a]! + (g.cx[b]! - g.cx[a]!) * t
    const y = g.cy[a]! + (g.cy[b]! - g.cy[a]!) * t
    let best = -1
    let d1 = Infinity
    let d2 = Infinity
    for (let h = 0; h < g.n; h++) {
      const d = Math.hypot(g.cx[h]! - x, g.cy[h]! - y)
      if (d < d1) {
        d2 = d1
        d1 = d
        best = h
      } else if (d < d2) d2 = d
    }
    if (d2 - d1 > 1e-6 && best !== a && best !== b) out.add(best)
  }
  return out
}

describe('ART.3 line of sight', () => {
  it('ART.3 a single forest hex blocks exactly the lines that pass through its inside (ranges 2–4)', () => {
    const map = openMap(9, 9)
    const from = map.geo.byCode.get('0505')!
    let checked = 0
    for (let to = 0; to < map.geo.n; to++) {
      const r = distance(map.geo, from, to)
      if (r < 2 || r > 4) continue
      const crossed = hexesCrossed(map, from, to)
      for (let x = 0; x < map.geo.n; x++) {
        if (x === from || x === to || distance(map.geo, from, x) > r || distance(map.geo, to, x) > r) continue
        map.terrain[x] = T_FOREST
        const seen = lineOfSight(map, from, to).visible
        map.terrain[x] = T_CLEAR
        expect({ from: '0505', to: map.geo.codes[to], forest: map.geo.codes[x], blocked: !seen }).toEqual({
          from: '0505',
          to: map.geo.codes[to],
          forest: map.geo.codes[x],
          blocked: crossed.has(x),
        })
        checked++
      }
    }
    expect(checked).toBeGreaterThan(500)
  })

  it('ART.3 a line along a hexside is blocked only when both hexes of that side block', () => {
    const map = openMap(9, 9)
    const id = (c: string) => map.geo.byCode.get(c)!
    // 0505 → 0705 runs along the side between 0604 and 0605.
    map.terrain[id('0604')] = T_FOREST
    expect(lineOfSight(map, id('0505'), id('0705')).visible).toBe(true)
    map.terrain[id('0605')] = T_FOREST
    expect(lineOfSight(map, id('0505'), id('0705'))).toEqual({
      visible: false,
      blockedBy: expect.arrayContaining([id('0604'), id('0605')]) as unknown,
    })
  })
})
