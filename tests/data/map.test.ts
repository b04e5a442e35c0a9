import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { distance } from '../../src/core/geometry'
import { compileMap, hexId, loadMap, SIDE_ROAD, T_BRUSH } from '../../src/engine/map/map'
import {
  checkNamedPlaces,
  checkRiversContinuous,
  checkRoadRiverCrossings,
  checkRoadsConnected,
} from '../../tools/data/checks'
import { borodinoMapData } from '../../src/data/bundled'
import { buildMap } from '../../tools/mapgen/build'
import { geography, map, mapDataCopy, named, overlay } from './fixtures'

describe('the Borodino map', () => {
  it('MAP.1 compiles: every hex once, about 300 m hexes over the battlefield', () => {
    const res = compileMap(borodinoMapData)
    expect(res.ok).toBe(true)
    expect(map.geo.cols * map.geo.rows).toBe(borodinoMapData.hexes.length)
    expect(map.id).toBe('borodino')
  })

  it('is rebuilt exactly from the geography and the overlay (deterministic)', () => {
    expect(buildMap(geography, overlay).map).toEqual(borodinoMapData)
  })

  it('MAP.4 rivers are continuous chains of hexsides from the edge to the confluence', () => {
    expect(checkRiversContinuous(map)).toEqual([])
    expect(map.data.rivers.map((r) => r.id).sort()).toEqual(['kolocha', 'voyna'])
  })

  it('MAP.4 a gap in a river is reported', () => {
    const d = mapDataCopy()
    const k = d.rivers.find((r) => r.id === 'kolocha')!
    k.sides.splice(Math.floor(k.sides.length / 2), 1)
    expect(checkRiversContinuous(loadMap(d)).join('\n')).toMatch(/kolocha is broken|ends inside the map/)
  })

  it('MAP.4 a river ending short of its confluence is reported', () => {
    const d = mapDataCopy()
    d.rivers.find((r) => r.id === 'voyna')!.sides.pop()
    expect(d.bridges.length).toBe(borodinoMapData.bridges.length)
    expect(checkRiversContinuous(loadMap(d)).join('\n')).toMatch(/voyna ends inside the map/)
  })

  it('MAP.4 roads cross rivers only at bridges', () => {
    expect(checkRoadRiverCrossings(map)).toEqual([])
    const d = mapDataCopy()
    d.bridges = d.bridges.slice(1)
    expect(checkRoadRiverCrossings(loadMap(d)).length).toBeGreaterThan(0)
  })

  it('MAP.4 bridges only where a road meets a river', () => {
    const m = loadMap(mapDataCopy())
    const [a, b] = at(m.data.bridges, 0)
    const ia = hexId(m, a)
    const d = [0, 1, 2, 3, 4, 5].find((k) => m.geo.neighbor[ia * 6 + k] === hexId(m, b))!
    m.side[ia * 6 + d]! &= ~SIDE_ROAD
    expect(checkRoadRiverCrossings(m).join('\n')).toMatch(/is not where a road meets a river/)
  })

  it('the Smolensk roads run edge to edge and every track joins the network', () => {
    expect(checkRoadsConnected(map, ['new-smolensk', 'old-smolensk'])).toEqual([])
    const d = mapDataCopy()
    const road = d.roads.find((r) => r.id === 'new-smolensk')!
    road.hexes = road.hexes.slice(2)
    expect(checkRoadsConnected(loadMap(d), ['new-smolensk']).join('\n')).toMatch(/map edge to map edge/)
  })

  it('the New road passes Valuevo, Borodino, Gorki and Tatarinovo; the Old road Yelnya and Utitsa', () => {
    const on = (road: string, place: string): boolean => {
      const hexes = map.data.roads.find((r) => r.id === road)!.hexes.map((c) => hexId(map, c))
      return hexes.some((h) => distance(map.geo, h, named(place)) <= 1)
    }
    for (const p of ['Valuevo', 'Borodino', 'Gorki', 'Tatarinovo']) expect(on('new-smolensk', p), p).toBe(true)
    for (const p of ['Yelnya', 'Utitsa']) expect(on('old-smolensk', p), p).toBe(true)
  })

  it('MAP.3 every named place lies within one hex of its geography coordinates', () => {
    expect(checkNamedPlaces(map, geography)).toEqual([])
    const d = mapDataCopy()
    const h = d.hexes.find((x) => x.name?.en === 'Borodino')!
    delete h.name
    d.hexes.find((x) => x.hex === '0101')!.name = { ru: 'Бородино', en: 'Borodino' }
    expect(checkNamedPlaces(loadMap(d), geography).join('\n')).toMatch(/Borodino is printed on 0101/)
  })

  it('MAP.3 brush only around Utitsa', () => {
    const utitsa = named('Utitsa')
    const brush = [...map.terrain.keys()].filter((id) => map.terrain[id] === T_BRUSH)
    expect(brush.length).toBeGreaterThan(0)
    // The brush belt lies about 1.5 km north-east of the village (geography reference).
    for (const id of brush) expect(distance(map.geo, id, utitsa), map.geo.codes[id]).toBeLessThanOrEqual(6)
  })

  it('MAP.2 the heights of the geography are high ground and the river banks low', () => {
    for (const p of ['Raevsky battery', 'Semenovskoye', 'Gorki', 'Borodino', 'Shevardino redoubt', 'Utitsa kurgan'])
      expect(map.level[named(p)], p).toBe(3)
    const bridge = at(map.data.bridges, 0).map((c) => hexId(map, c))
    expect(bridge.some((h) => map.level[h] === 1)).toBe(true)
  })

  it('MAP.5 the Raevsky battery and the flèches are redoubts facing west', () => {
    const fronts = Object.fromEntries(map.data.redoubts.map((r) => [r.hex, r.fronts]))
    expect(fronts[at(map.geo.codes, named('Raevsky battery'))]).toEqual(['NW', 'SW'])
    const fleches = map.data.redoubts.filter((r) => r.name?.en === 'Bagration flèches')
    expect(fleches.length).toBeGreaterThanOrEqual(1)
    expect(fleches.length).toBeLessThanOrEqual(2)
    for (const f of fleches) expect(f.fronts.every((d) => d === 'NW' || d === 'SW')).toBe(true)
  })
})
