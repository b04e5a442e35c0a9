import { describe, expect, it } from 'vitest'
import { apply } from '../../src/engine/core/apply'
import { hexId } from '../../src/engine/map/map'
import { derived } from '../../src/engine/core/derived'
import { zocMap } from '../../src/engine/movement/zoc'
import { asciiMap, openMap } from '../helpers/testMap'
import { ctxOf, testGame, type TestUnit } from '../helpers/testGame'
import { costs } from '../helpers/reach'
import { say } from '../helpers/say'

// Around 0303 on a 5x5 map the neighbours are 0302, 0402, 0403, 0304, 0203 and 0202.
const RING = ['0302', '0402', '0403', '0304', '0203', '0202']
const zocOf = (map: ReturnType<typeof openMap>, units: TestUnit[]): string[] => {
  const s = testGame({ units })
  const ctx = ctxOf(map)
  const z = zocMap(ctx, derived(ctx, s).occ, 'ru')
  return map.geo.codes.filter((_, h) => z[h]).sort()
}

describe('ZOC rules', () => {
  it('ZOC.1 the six hexes around a combat unit are its zone of control', () => {
    const map = openMap(5, 5)
    expect(zocOf(map, [{ id: 'r', side: 'ru', hex: '0303' }])).toEqual([...RING].sort())
  })

  it('ZOC.2 demoralized units and limbered batteries have no zone; unlimbered batteries do', () => {
    const map = openMap(5, 5)
    expect(zocOf(map, [{ id: 'r', side: 'ru', hex: '0303', demoralized: true }])).toEqual([])
    expect(zocOf(map, [{ id: 'g', side: 'ru', type: 'artillery', hex: '0303', limbered: true }])).toEqual([])
    expect(zocOf(map, [{ id: 'g', side: 'ru', type: 'artillery', hex: '0303' }])).toHaveLength(6)
    const s = testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0103' },
        { id: 'r', side: 'ru', hex: '0303', demoralized: true },
      ],
    })
    expect(costs(map, s, 'a')['0304']).toBe(2) // straight through the hexes next to it
  })

  it('ZOC.3 no zone into forest or brush, across a river or across a redoubt front', () => {
    const map = asciiMap({
      rows: ['. . . . .', '. . . . .', '. f . . .', '. . . b .', '. . . . .'],
      rivers: [['0303', '0302']],
      redoubts: [{ hex: '0303', fronts: ['NE'] }],
    })
    // Forest at 0203, brush at 0404, river on the N side, front on the NE side.
    expect(zocOf(map, [{ id: 'r', side: 'ru', hex: '0303' }])).toEqual(['0202', '0304', '0403'])
  })

  it('ZOC.4 a unit entering an enemy zone stops there', () => {
    const map = openMap(5, 5)
    const s = testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0103', mp: 4 },
        { id: 'r', side: 'ru', hex: '0303' },
      ],
    })
    const c = costs(map, s, 'a')
    expect(c['0202']).toBe(1)
    expect(c['0304']).toBe(3) // round the zone, not through it
    const out = apply(ctxOf(map), s, { type: 'move', unit: 'a', path: ['0103', '0203', '0304'] })
    expect(out.ok).toBe(false)
    if (!out.ok) expect(out.refusal.rule).toBe('ZOC.4')
  })

  it('ZOC.4 a unit that starts its movement in an enemy zone may not move', () => {
    const map = openMap(5, 5)
    const s = testGame({
      units: [
        { id: 'a', side: 'fr', hex: '0203' },
        { id: 'r', side: 'ru', hex: '0303' },
      ],
    })
    const out = apply(ctxOf(map), s, { type: 'move', unit: 'a', path: ['0203', '0103'] })
    expect(out.ok).toBe(false)
    if (!out.ok) {
      expect(out.refusal.rule).toBe('ZOC.4')
      expect(say(out.refusal, 'ru')).toMatch(/зоне контроля/)
    }
    expect(out.ok ? null : out.refusal.code).toBe('move.zoc-start')
  })

  it('ZOC.5 cavalry moves into, through and out of enemy zones', () => {
    const map = openMap(5, 5)
    const s = testGame({
      units: [
        { id: 'c', side: 'fr', type: 'cavalry', hex: '0203', mp: 6 },
        { id: 'r', side: 'ru', hex: '0303' },
      ],
    })
    const c = costs(map, s, 'c')
    expect(c['0304']).toBe(1)
    expect(c['0403']).toBe(2)
    expect(c['0503']).toBe(3)
    expect(hexId(map, '0303')).toBeGreaterThan(-1)
    expect(c['0303']).toBeUndefined()
  })
})
