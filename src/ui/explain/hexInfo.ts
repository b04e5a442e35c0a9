// What a hex is, for the hover tooltip (MAP.1–6): number, level, terrain, name and the features of its sides,
// each named with the sides it runs along, so whether a move or an attack crosses a river is never a guess.
import { type Bilingual, codeOf, type GameMap } from '../../engine'
import {
  DIR_NAMES,
  type DirName,
  type Level,
  SIDE_BRIDGE,
  SIDE_FRONT_OTHER,
  SIDE_FRONT_OWN,
  SIDE_RIVER,
  SIDE_ROAD,
  type Terrain,
  TERRAINS,
} from '../../engine/tables'

/** A named feature and the sides of this hex it runs along. */
export interface SideFeature {
  name: Bilingual
  dirs: DirName[]
}

export interface HexInfo {
  code: string
  level: Level
  terrain: Terrain
  name?: Bilingual
  /** Rivers along its sides, by name, with the sides. */
  rivers: SideFeature[]
  /** Roads through it, by name, with the sides they leave by. */
  roads: SideFeature[]
  /** Sides with a bridge. */
  bridges: DirName[]
  /** Sides that are this redoubt's front (MAP.5). */
  fronts: DirName[]
  /** Sides that are a neighbouring redoubt's front, facing this hex. */
  frontsFacing: DirName[]
}

const ROAD: Bilingual = { ru: 'дорога', en: 'road' }

function add(list: Map<string, SideFeature>, id: string, name: Bilingual, d: DirName): void {
  const f = list.get(id) ?? { name, dirs: [] }
  if (!f.dirs.includes(d)) f.dirs.push(d)
  list.set(id, f)
}

export function hexInfo(map: GameMap, h: number): HexInfo {
  const rivers = new Map<string, SideFeature>()
  const roads = new Map<string, SideFeature>()
  const bridges: DirName[] = []
  const fronts: DirName[] = []
  const frontsFacing: DirName[] = []
  // h is a hex id (the caller's), d < 6: each of the map's tables has the entry.
  const code = codeOf(map, h)
  for (let d = 0; d < 6; d++) {
    const f = map.side[h * 6 + d]!
    const dir = DIR_NAMES[d]!
    if (f & SIDE_RIVER) {
      const id = map.riverOf.get(h * 6 + d)
      const r = map.data.rivers.find((x) => x.id === id)
      if (id && r) add(rivers, id, r.name ?? { ru: id, en: id }, dir)
    }
    if (f & SIDE_ROAD) {
      const nb = codeOf(map, map.geo.neighbor[h * 6 + d]!) // a road side leads to a hex of the map
      map.data.roads.forEach((r, ri) => {
        const i = r.hexes.indexOf(code)
        if (i >= 0 && (r.hexes[i - 1] === nb || r.hexes[i + 1] === nb))
          add(roads, r.id ?? String(ri), r.name ?? ROAD, dir)
      })
    }
    if (f & SIDE_BRIDGE) bridges.push(dir)
    if (f & SIDE_FRONT_OWN) fronts.push(dir)
    if (f & SIDE_FRONT_OTHER) frontsFacing.push(dir)
  }
  return {
    code,
    level: map.level[h] as Level,
    terrain: TERRAINS[map.terrain[h]!]!, // the map compiler accepts only known terrains
    name: map.names[h],
    rivers: [...rivers.values()],
    roads: [...roads.values()],
    bridges,
    fronts,
    frontsFacing,
  }
}
