// What a hex is, for the hover tooltip (MAP.1–6): number, level, terrain, name and the features of its sides.
import { SIDE_BRIDGE, SIDE_FRONT_OWN, SIDE_RIVER, type GameMap } from '../../engine'
import { DIR_NAMES, TERRAINS, type Bilingual, type DirName, type Level, type Terrain } from '../../engine'

export interface HexInfo {
  code: string
  level: Level
  terrain: Terrain
  name?: Bilingual
  /** Rivers along its sides, by name. */
  rivers: Bilingual[]
  /** Roads through it, by name. */
  roads: Bilingual[]
  /** Sides with a bridge. */
  bridges: DirName[]
  /** Sides that are this redoubt's front (MAP.5). */
  fronts: DirName[]
}

export function hexInfo(map: GameMap, h: number): HexInfo {
  const rivers = new Map<string, Bilingual>()
  const bridges: DirName[] = []
  const fronts: DirName[] = []
  for (let d = 0; d < 6; d++) {
    const f = map.side[h * 6 + d]
    if (f & SIDE_RIVER) {
      const id = map.riverOf.get(h * 6 + d)
      const r = map.data.rivers.find((x) => x.id === id)
      if (id && r) rivers.set(id, r.name ?? { ru: id, en: id })
    }
    if (f & SIDE_BRIDGE) bridges.push(DIR_NAMES[d])
    if (f & SIDE_FRONT_OWN) fronts.push(DIR_NAMES[d])
  }
  const code = map.geo.codes[h]
  const roads: Bilingual[] = []
  if (map.roadHex[h]) {
    for (const r of map.data.roads) if (r.hexes.includes(code) && !roads.some((x) => x === r.name)) roads.push(r.name ?? { ru: String(r.id), en: String(r.id) })
  }
  return { code, level: map.level[h] as Level, terrain: TERRAINS[map.terrain[h]], name: map.names[h], rivers: [...rivers.values()], roads, bridges, fronts }
}
