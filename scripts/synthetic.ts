// A seeded synthetic 30x26 battlefield with ~90 units, for benchmarks that must not depend on the real data.
import { hexCode } from '../src/engine/geometry'
import { loadMap, type GameMap } from '../src/engine/map'
import type { MapData } from '../src/engine/mapData'
import { createGameState, type GameState } from '../src/engine/state'
import type { Level, Terrain, UnitType } from '../src/engine/types'
import type { UnitDef } from '../src/engine/units'

export function mulberry(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function syntheticMap(seed = 1, cols = 30, rows = 26): GameMap {
  const rnd = mulberry(seed)
  const hexes: MapData['hexes'] = []
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const h = Math.sin(c / 4) + Math.cos(r / 5) + rnd() * 0.6
      const level = (h > 1.1 ? 3 : h > 0 ? 2 : 1) as Level
      const x = rnd()
      const terrain: Terrain = x < 0.12 ? 'forest' : x < 0.16 ? 'village' : x < 0.18 ? 'brush' : 'clear'
      hexes.push({ hex: hexCode(c, r), level, terrain })
    }
  }
  // A west–east road along row 13 and a north–south road along column 15; a river along column 10's east sides.
  const road1 = Array.from({ length: cols }, (_, c) => hexCode(c, 12))
  const road2 = Array.from({ length: rows }, (_, r) => hexCode(14, r))
  const sides: Array<[string, string]> = []
  for (let r = 0; r < rows; r++) sides.push([hexCode(9, r), hexCode(10, r)])
  return loadMap({
    id: 'synthetic',
    cols,
    rows,
    hexes,
    roads: [{ hexes: road1 }, { hexes: road2 }],
    rivers: [{ id: 'river', sides }],
    bridges: [[hexCode(9, 12), hexCode(10, 12)]],
    redoubts: [{ hex: hexCode(20, 8), fronts: ['NW', 'SW'] }],
  })
}

const TYPES: UnitType[] = ['infantry', 'infantry', 'infantry', 'cavalry', 'artillery']

export function syntheticGame(map: GameMap, seed = 1, perSide = 45): GameState {
  const rnd = mulberry(seed + 99)
  const units: UnitDef[] = []
  const placements: Array<{ unit: string; hex: string; limbered?: boolean }> = []
  const taken = new Set<string>()
  for (const side of ['fr', 'ru'] as const) {
    for (let i = 0; i < perSide; i++) {
      const type = TYPES[i % TYPES.length]
      const mp = type === 'cavalry' ? 7 : 4
      const str = 2 + Math.floor(rnd() * 7)
      const id = `${side}-${i}`
      units.push({
        id, side, type, nationality: side === 'fr' ? 'french' : 'russian', corps: `c${i % 6}`, army: side, label: id,
        name: { ru: id, en: id }, front: { strength: str, mp }, back: type === 'artillery' ? { strength: 1, mp } : { strength: Math.max(1, str >> 1), mp: Math.ceil(mp / 2) },
      })
      let hex = ''
      for (;;) {
        const c = side === 'fr' ? Math.floor(rnd() * 12) : 18 + Math.floor(rnd() * 12)
        const r = Math.floor(rnd() * map.geo.rows)
        hex = hexCode(c, r)
        const t = map.terrain[map.geo.byCode.get(hex)!]
        if (!taken.has(hex) && !(type === 'artillery' && t >= 2)) break
      }
      taken.add(hex)
      placements.push({ unit: id, hex, limbered: type === 'artillery' })
    }
  }
  return createGameState({ scenarioId: 'synthetic', mapId: map.id, seed, units, commanders: [], placements, commanderPlacements: [] })
}
