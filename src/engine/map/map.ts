// Compiles MapData into the integer tables the rules read (MAP.1–6), validating it first.
import { buildGeometry, dirTo, idOfCode, opposite, type Geometry } from '../../core/geometry'
import type { MapData } from './mapData'
import { err, ok, type Result } from '../../core/result'
import { DIR_NAMES, TERRAINS, type Bilingual, type HexCode, type Terrain } from '../core/types'
import { dev } from '../core/diagnostic'

/** Hexside flags, stored for both hexes of a side (id * 6 + dir). */
export const SIDE_RIVER = 1
export const SIDE_BRIDGE = 2
export const SIDE_ROAD = 4
/** The front of a redoubt in this hex faces this side (MAP.5). */
export const SIDE_FRONT_OWN = 8
/** The front of a redoubt in the neighbouring hex faces this side. */
export const SIDE_FRONT_OTHER = 16
export const SIDE_FRONT = SIDE_FRONT_OWN | SIDE_FRONT_OTHER

export const TERRAIN_CODE: Readonly<Record<Terrain, number>> = { clear: 0, village: 1, forest: 2, brush: 3 }
export const T_CLEAR = 0
export const T_VILLAGE = 1
export const T_FOREST = 2
export const T_BRUSH = 3

export interface GameMap {
  readonly id: string
  readonly name?: Bilingual
  readonly geo: Geometry
  readonly level: Uint8Array
  readonly terrain: Uint8Array
  readonly side: Uint8Array
  /** River id per hexside (id * 6 + dir), where SIDE_RIVER is set. */
  readonly riverOf: ReadonlyMap<number, string>
  /** 1 where the hex has a road on any side (MOVE.6). */
  readonly roadHex: Uint8Array
  /** 1 where the hex has a redoubt front on any side (MAP.5). */
  readonly redoubt: Uint8Array
  readonly names: ReadonlyArray<Bilingual | undefined>
  readonly data: MapData
}

export interface MapError {
  mapId: string
  problems: string[]
}

export function formatMapError(e: MapError): string {
  return `map "${e.mapId}" has ${e.problems.length} problem(s):\n- ${e.problems.join('\n- ')}`
}

const LEVELS = new Set([1, 2, 3])

/** Validates and compiles a map. Every problem found is listed in one error. */
export function compileMap(data: MapData): Result<GameMap, MapError> {
  const problems: string[] = []
  const mapId = typeof data?.id === 'string' ? data.id : '?'
  if (!data || typeof data !== 'object') return err({ mapId, problems: [dev`map data is not an object`] })
  if (typeof data.id !== 'string' || data.id === '') problems.push(dev`map id is missing`)
  const { cols, rows } = data
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1 || cols > 99 || rows > 99) {
    problems.push(dev`map size ${String(cols)}x${String(rows)} must be whole numbers from 1 to 99`)
    return err({ mapId, problems })
  }
  for (const key of ['hexes', 'roads', 'rivers', 'bridges', 'redoubts'] as const) {
    if (!Array.isArray(data[key])) problems.push(dev`"${key}" must be a list`)
  }
  if (problems.length) return err({ mapId, problems })

  const geo = buildGeometry(cols, rows)
  const n = geo.n
  const level = new Uint8Array(n)
  const terrain = new Uint8Array(n)
  const side = new Uint8Array(n * 6)
  const roadHex = new Uint8Array(n)
  const redoubt = new Uint8Array(n)
  const names: Array<Bilingual | undefined> = new Array<Bilingual | undefined>(n)
  const riverOf = new Map<number, string>()
  const seen = new Uint8Array(n)

  const idOf = (code: unknown, where: string): number => {
    const id = typeof code === 'string' ? geo.byCode.get(code) : undefined
    if (id === undefined) {
      problems.push(dev`${where}: hex ${JSON.stringify(code)} is not on the ${cols}x${rows} map`)
      return -1
    }
    return id
  }
  const sideOf = (a: unknown, b: unknown, where: string): [number, number] | null => {
    const ia = idOf(a, where)
    const ib = idOf(b, where)
    if (ia < 0 || ib < 0) return null
    const d = dirTo(geo, ia, ib)
    if (d < 0) {
      problems.push(`${where}: hexes ${String(a)} and ${String(b)} are not adjacent`)
      return null
    }
    return [ia, d]
  }
  // ia is a hex id and d a direction towards a neighbour on the map (sideOf and the front check see to
  // it), so every index below is in range.
  const mark = (ia: number, d: number, flag: number, flagOther = flag): void => {
    side[ia * 6 + d]! |= flag
    side[geo.neighbor[ia * 6 + d]! * 6 + opposite(d)]! |= flagOther
  }

  data.hexes.forEach((h, i) => {
    const where = `hex entry ${i + 1}`
    const id = idOf(h?.hex, where)
    if (id < 0) return
    if (seen[id]) problems.push(`${where}: duplicate hex ${h.hex}`)
    seen[id] = 1
    if (!LEVELS.has(h.level)) problems.push(`hex ${h.hex}: unknown level ${JSON.stringify(h.level)} (1, 2 or 3)`)
    else level[id] = h.level
    if (!TERRAINS.includes(h.terrain)) problems.push(`hex ${h.hex}: unknown terrain ${JSON.stringify(h.terrain)}`)
    else terrain[id] = TERRAIN_CODE[h.terrain]
    if (h.name) names[id] = h.name
  })
  const missing = geo.codes.filter((_, id) => !seen[id])
  if (missing.length)
    problems.push(
      dev`${missing.length} hex(es) missing from the hex list: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
    )

  data.roads.forEach((road, i) => {
    const where = `road ${road?.id ?? i + 1}`
    if (!Array.isArray(road?.hexes) || road.hexes.length < 2) {
      problems.push(dev`${where}: needs at least two hexes`)
      return
    }
    for (let k = 1; k < road.hexes.length; k++) {
      const s = sideOf(road.hexes[k - 1], road.hexes[k], where)
      if (!s) continue
      mark(s[0], s[1], SIDE_ROAD)
      roadHex[s[0]] = 1
      roadHex[geo.neighbor[s[0] * 6 + s[1]]!] = 1
    }
  })
  data.rivers.forEach((river, i) => {
    const where = `river ${river?.id ?? i + 1}`
    if (typeof river?.id !== 'string' || !Array.isArray(river.sides)) {
      problems.push(dev`${where}: needs an id and a list of sides`)
      return
    }
    for (const pair of river.sides) {
      const s = Array.isArray(pair) ? sideOf(pair[0], pair[1], where) : null
      if (!s) continue
      mark(s[0], s[1], SIDE_RIVER)
      riverOf.set(s[0] * 6 + s[1], river.id)
      riverOf.set(geo.neighbor[s[0] * 6 + s[1]]! * 6 + opposite(s[1]), river.id)
    }
  })
  data.bridges.forEach((pair, i) => {
    const where = `bridge ${i + 1}`
    const s = Array.isArray(pair) ? sideOf(pair[0], pair[1], where) : null
    if (!s) return
    mark(s[0], s[1], SIDE_BRIDGE)
    const f = side[s[0] * 6 + s[1]]!
    if (!(f & SIDE_RIVER) || !(f & SIDE_ROAD)) {
      problems.push(dev`${where} ${pair[0]}–${pair[1]}: a bridge needs a river and a road on the same hexside (MAP.4)`)
    }
  })
  data.redoubts.forEach((rd, i) => {
    const where = `redoubt ${rd?.hex ?? i + 1}`
    const id = idOf(rd?.hex, where)
    if (id < 0) return
    if (!Array.isArray(rd.fronts) || rd.fronts.length === 0) {
      problems.push(dev`${where}: needs at least one front`)
      return
    }
    for (const f of rd.fronts) {
      const d = DIR_NAMES.indexOf(f)
      if (d < 0) {
        problems.push(`${where}: unknown front direction ${JSON.stringify(f)}`)
        continue
      }
      if (geo.neighbor[id * 6 + d]! < 0) {
        problems.push(dev`${where}: front ${f} faces off the map`)
        continue
      }
      mark(id, d, SIDE_FRONT_OWN, SIDE_FRONT_OTHER)
      redoubt[id] = 1
    }
    if (rd.name && !names[id]) names[id] = rd.name
  })
  if (problems.length) return err({ mapId, problems })
  return ok({ id: data.id, name: data.name, geo, level, terrain, side, riverOf, roadHex, redoubt, names, data })
}

/** Compiles a map that is known to be good (bundled data, tests); throws with every problem otherwise. */
export function loadMap(data: MapData): GameMap {
  const res = compileMap(data)
  if (!res.ok) throw new Error(formatMapError(res.error))
  return res.value
}

export const hexId = (map: GameMap, code: HexCode): number => idOfCode(map.geo, code)
/** The code of a hex id of this map (an id from the map's own tables: always present). */
export const codeOf = (map: GameMap, id: number): HexCode => map.geo.codes[id]!
export const isSlope = (map: GameMap, a: number, b: number): boolean => map.level[a] !== map.level[b]
