import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import {
  compileMap,
  hexId,
  isSlope,
  SIDE_BRIDGE,
  SIDE_FRONT_OTHER,
  SIDE_FRONT_OWN,
  SIDE_RIVER,
  SIDE_ROAD,
  T_BRUSH,
  T_FOREST,
  T_VILLAGE,
} from '../../src/engine/map/map'
import { dirTo } from '../../src/core/geometry'
import { asciiMap, asciiMapData } from '../helpers/testMap'

describe('MAP rules', () => {
  it('MAP.1 hexes are numbered CCRR, column then row, from the north-west', () => {
    const map = asciiMap({ rows: ['. . .', '. . .'] })
    expect(map.geo.codes.slice().sort()).toEqual(['0101', '0102', '0201', '0202', '0301', '0302'])
    expect(hexId(map, '0302')).toBeGreaterThanOrEqual(0)
    expect(hexId(map, '0401')).toBe(-1)
  })

  it('MAP.2 each hex keeps its level 1, 2 or 3', () => {
    const map = asciiMap({ rows: ['.1 .2 .3'] })
    expect([1, 2, 3].map((_, c) => map.level[hexId(map, `0${c + 1}01`)])).toEqual([1, 2, 3])
  })

  it('MAP.3 each hex has one terrain: clear, village, forest or brush', () => {
    const map = asciiMap({ rows: ['. v f b'] })
    expect(map.terrain[hexId(map, '0201')]).toBe(T_VILLAGE)
    expect(map.terrain[hexId(map, '0301')]).toBe(T_FOREST)
    expect(map.terrain[hexId(map, '0401')]).toBe(T_BRUSH)
  })

  it('MAP.4 hexsides carry river, road, bridge and redoubt front on both sides of the side', () => {
    const map = asciiMap({
      rows: ['. . .', '. . .'],
      roads: [['0101', '0201', '0301']],
      rivers: [
        ['0201', '0301'],
        ['0202', '0302'],
      ],
      bridges: [['0201', '0301']],
      redoubts: [{ hex: '0102', fronts: ['N'] }],
    })
    const a = hexId(map, '0201')
    const b = hexId(map, '0301')
    const ab = a * 6 + dirTo(map.geo, a, b)
    const ba = b * 6 + dirTo(map.geo, b, a)
    for (const s of [ab, ba])
      expect(map.side[s]! & (SIDE_RIVER | SIDE_ROAD | SIDE_BRIDGE)).toBe(SIDE_RIVER | SIDE_ROAD | SIDE_BRIDGE)
    expect(map.riverOf.get(ab)).toBe('kolocha')
    const r = hexId(map, '0102')
    const o = hexId(map, '0101')
    expect(map.side[r * 6 + dirTo(map.geo, r, o)]! & SIDE_FRONT_OWN).toBeTruthy()
    expect(map.side[o * 6 + dirTo(map.geo, o, r)]! & SIDE_FRONT_OTHER).toBeTruthy()
  })

  it('MAP.4 a bridge without a road, and a road to an off-map hex, are refused with every problem listed', () => {
    const data = asciiMapData({ rows: ['. . .'], rivers: [['0101', '0201']], bridges: [['0101', '0201']] })
    data.roads.push({ hexes: ['0301', '0401'] })
    data.hexes.push({ hex: '0101', level: 1, terrain: 'clear' })
    data.hexes[1] = { hex: '0201', level: 1, terrain: 'swamp' as never }
    const res = compileMap(data)
    expect(res.ok).toBe(false)
    if (res.ok) return
    const text = res.error.problems.join('\n')
    expect(text).toMatch(/bridge needs a river and a road/)
    expect(text).toMatch(/0401.*not on the/)
    expect(text).toMatch(/duplicate hex 0101/)
    expect(text).toMatch(/unknown terrain "swamp"/)
    expect(res.error.problems.length).toBe(4)
  })

  it('MAP.4 rivers between non-adjacent hexes, missing hexes and bad levels are reported, not thrown', () => {
    const data = asciiMapData({ rows: ['. . .', '. . .'], rivers: [['0101', '0301']] })
    data.hexes = data.hexes.filter((h) => h.hex !== '0302')
    data.hexes[0] = { ...at(data.hexes, 0), level: 4 as never }
    const res = compileMap(data)
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.error.problems).toEqual([
      'hex 0101: unknown level 4 (1, 2 or 3)',
      '1 hex(es) missing from the hex list: 0302',
      'river kolocha: hexes 0101 and 0301 are not adjacent',
    ])
  })

  it('MAP.4 garbage instead of a map is an error, not a crash', () => {
    expect(compileMap({ id: 'x', cols: 'a' } as never).ok).toBe(false)
    expect(compileMap({ id: 'x', cols: 2, rows: 2, hexes: null } as never).ok).toBe(false)
  })

  it('MAP.5 a hex with a front on any side is a redoubt hex; its neighbour is not', () => {
    const map = asciiMap({ rows: ['. . .'], redoubts: [{ hex: '0201', fronts: ['NW'] }] })
    expect(map.redoubt[hexId(map, '0201')]).toBe(1)
    expect(map.redoubt[hexId(map, '0101')]).toBe(0)
  })

  it('MAP.6 a slope is a hexside between different levels', () => {
    const map = asciiMap({ rows: ['.1 .1 .2'] })
    expect(isSlope(map, hexId(map, '0101'), hexId(map, '0201'))).toBe(false)
    expect(isSlope(map, hexId(map, '0201'), hexId(map, '0301'))).toBe(true)
  })
})
