// Rasterizes the vector geography onto the hex grid and applies the hand overlay. Pure and deterministic.
import { buildGeometry, dirTo, type Geometry } from '../../src/engine/ai'
import type { MapData } from '../../src/engine'
import type { HexData, RedoubtData } from '../../src/engine/ai'
import type { Bilingual } from '../../src/engine'
import { DIR_NAMES, type Level, type Terrain } from '../../src/engine/tables'
import type { Geography, LatLon, ReliefArea } from '../data/geography'
import { buildSideGraph, type SideGraph } from '../data/hexsides'
import { gridToKm, hexAtKm, hexKm, makeFrame, toKm, type Frame, type Km } from '../data/projection'
import type { Overlay } from './overlay'
import { chainCornerNear, riverChain } from './rivers'
import { roadPath } from './roads'
import { alongPolyline, distToPolyline, distToSegment, inPolygon, samplePolyline } from './shapes'

export interface BuildResult {
  map: MapData
  /** Decisions and conflicts met while building, for the log and docs/map.md. */
  notes: string[]
}

// Hex ids (0…n−1), side-graph edges and corners index tables built from the same grid, so the
// non-null reads of g.*, sg.*, centres and the per-hex arrays below are always in range.
interface Ctx {
  geo: Geography
  f: Frame
  g: Geometry
  sg: SideGraph
  centres: Km[]
  km: (at: LatLon) => Km
  hexOf: (at: LatLon) => number
  notes: string[]
}

/** 19 sample points per hex (centre, inner and outer rings) for area coverage. */
const SAMPLES: Array<[number, number]> = [[0, 0]]
for (let k = 0; k < 6; k++)
  SAMPLES.push([0.5 * Math.cos((Math.PI / 3) * k + Math.PI / 6), 0.5 * Math.sin((Math.PI / 3) * k + Math.PI / 6)])
for (let k = 0; k < 12; k++) SAMPLES.push([0.8 * Math.cos((Math.PI / 6) * k), 0.8 * Math.sin((Math.PI / 6) * k)])

function coverage(c: Ctx, id: number, inside: (p: Km) => boolean): number {
  let hit = 0
  for (const [dx, dy] of SAMPLES) if (inside(gridToKm(c.f, c.g.cx[id]! + dx, c.g.cy[id]! + dy))) hit++
  return hit / SAMPLES.length
}

function buildRivers(c: Ctx): Map<string, number[]> {
  const chains = new Map<string, number[]>()
  const usedEdges = new Set<number>()
  const usedCorners = new Set<number>()
  // Rivers that flow into another come after it, so the confluence corner exists.
  const ordered = [...c.geo.rivers].sort((a, b) => Number(!!a.joins) - Number(!!b.joins))
  for (const r of ordered) {
    const line = r.points.map(c.km)
    const joinCorner = r.joins
      ? chainCornerNear(c.sg, c.f, chains.get(r.joins) ?? [], line[line.length - 1]!)
      : undefined
    const chain = riverChain(c.g, c.sg, c.f, { line, usedEdges, usedCorners, joinCorner })
    for (const e of chain) {
      usedEdges.add(e)
      usedCorners.add(c.sg.ea[e]!)
      usedCorners.add(c.sg.eb[e]!)
    }
    chains.set(r.id, chain)
  }
  return chains
}

function buildBridges(c: Ctx, chains: Map<string, number[]>): number[] {
  return c.geo.crossings.map((x) => {
    const p = c.km(x.at)
    const chain = chains.get(x.river) ?? []
    let best = -1
    let bestD = Infinity
    for (const e of chain) {
      const a = c.sg.ea[e]!
      const b = c.sg.eb[e]!
      const mid = gridToKm(c.f, (c.sg.x[a]! + c.sg.x[b]!) / 2, (c.sg.y[a]! + c.sg.y[b]!) / 2)
      const d = Math.hypot(mid.x - p.x, mid.y - p.y)
      if (d < bestD) {
        bestD = d
        best = e
      }
    }
    if (best < 0) throw new Error(`crossing ${x.id}: river ${x.river} has no sides`)
    c.notes.push(
      `bridge ${x.id}: ${c.g.codes[c.sg.ha[best]!]}–${c.g.codes[c.sg.hb[best]!]} (${(bestD * 1000).toFixed(0)} m from the given point)`,
    )
    return best
  })
}

function buildRoads(
  c: Ctx,
  riverEdges: Set<number>,
  bridgeEdges: Set<number>,
  redoubts: RedoubtData[],
): Array<{ id: string; name?: Bilingual; hexes: number[] }> {
  const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`)
  const riverSide = new Set<string>()
  const bridgeSide = new Set<string>()
  const frontSide = new Set<string>()
  for (const e of riverEdges) riverSide.add(key(c.sg.ha[e]!, c.sg.hb[e]!))
  for (const e of bridgeEdges) bridgeSide.add(key(c.sg.ha[e]!, c.sg.hb[e]!))
  // The roads did not run through the earthworks: no road crosses a redoubt's front (MAP.5).
  for (const r of redoubts) {
    const id = c.g.byCode.get(r.hex) ?? -1
    for (const f of r.fronts) {
      const nb = c.g.neighbor[id * 6 + DIR_NAMES.indexOf(f)] ?? -1
      if (nb >= 0) frontSide.add(key(id, nb))
    }
  }
  const blocked = (id: number, dir: number): boolean => {
    const k = key(id, c.g.neighbor[id * 6 + dir]!)
    return (riverSide.has(k) && !bridgeSide.has(k)) || frontSide.has(k)
  }
  return c.geo.roads.map((r) => ({
    id: r.id,
    name: r.name,
    hexes: roadPath(c.g, c.f, c.centres, r.points.map(c.km), blocked),
  }))
}

function areaHexes(c: Ctx, a: ReliefArea, chains: Map<string, number[]>): Set<number> {
  const out = new Set<number>()
  const all = (test: (p: Km) => boolean): void => {
    for (let id = 0; id < c.g.n; id++) if (test(c.centres[id]!)) out.add(id)
  }
  const addHex = (at: LatLon): void => {
    const h = c.hexOf(at)
    if (h >= 0) out.add(h)
  }
  switch (a.shape) {
    case 'circle': {
      const o = c.km(a.at)
      all((p) => Math.hypot(p.x - o.x, p.y - o.y) <= a.radiusKm)
      addHex(a.at)
      break
    }
    case 'capsule': {
      const p0 = c.km(a.from)
      const p1 = c.km(a.to)
      all((p) => distToSegment(p, p0, p1) <= a.radiusKm)
      for (const s of samplePolyline([p0, p1], 0.05)) if (hexAtKm(c.f, c.g, s) >= 0) out.add(hexAtKm(c.f, c.g, s))
      break
    }
    case 'box': {
      const b = a.box
      all((p) => {
        const [lat, lon] = [
          c.geo.projection.originLat + p.y / c.geo.projection.kmPerDegLat,
          c.geo.projection.originLon + p.x / c.geo.projection.kmPerDegLon,
        ]
        return lat >= b.south && lat <= b.north && lon >= b.west && lon <= b.east
      })
      addHex([(b.south + b.north) / 2, (b.west + b.east) / 2])
      break
    }
    case 'river': {
      const r = c.geo.rivers.find((x) => x.id === a.river)
      if (!r) throw new Error(`relief ${a.id}: unknown river ${a.river}`)
      const line = r.points.map(c.km)
      all((p) => distToPolyline(p, line) <= r.valleyKm)
      for (const e of chains.get(r.id) ?? []) {
        out.add(c.sg.ha[e]!)
        out.add(c.sg.hb[e]!)
      }
      break
    }
    case 'bank': {
      // One bank of a river's valley: the valley hexes reached from `bankAt` without crossing a river,
      // downstream of the point on the river nearest `downstreamOf`.
      const r = c.geo.rivers.find((x) => x.id === a.river)
      if (!r) throw new Error(`relief ${a.id}: unknown river ${a.river}`)
      const line = r.points.map(c.km)
      const from = alongPolyline(c.km(a.downstreamOf), line)
      const riverSide = new Set<number>()
      for (const e of [...chains.values()].flat()) {
        riverSide.add(c.sg.ha[e]! * c.g.n + c.sg.hb[e]!)
        riverSide.add(c.sg.hb[e]! * c.g.n + c.sg.ha[e]!)
      }
      const start = c.hexOf(a.bankAt)
      const bank = new Uint8Array(c.g.n)
      const queue = [start]
      bank[start] = 1
      while (queue.length) {
        const v = queue.shift() as number
        for (let d = 0; d < 6; d++) {
          const nb = c.g.neighbor[v * 6 + d]!
          if (nb < 0 || bank[nb] || riverSide.has(v * c.g.n + nb)) continue
          bank[nb] = 1
          queue.push(nb)
        }
      }
      const valley = new Set<number>()
      for (let id = 0; id < c.g.n; id++) if (distToPolyline(c.centres[id]!, line) <= r.valleyKm) valley.add(id)
      for (const e of chains.get(r.id) ?? []) {
        valley.add(c.sg.ha[e]!)
        valley.add(c.sg.hb[e]!)
      }
      for (const id of valley) if (bank[id] && alongPolyline(c.centres[id]!, line) >= from) out.add(id)
      break
    }
    case 'stream': {
      const s = c.geo.streams.find((x) => x.id === a.stream)
      if (!s) throw new Error(`relief ${a.id}: unknown stream ${a.stream}`)
      for (const p of samplePolyline(s.points.slice(s.lowFrom).map(c.km), 0.03)) {
        const h = hexAtKm(c.f, c.g, p)
        if (h >= 0) out.add(h)
      }
      break
    }
  }
  return out
}

function buildLevels(c: Ctx, chains: Map<string, number[]>): Uint8Array {
  const level = new Uint8Array(c.g.n).fill(2)
  const keep = new Uint8Array(c.g.n)
  for (const a of c.geo.relief) {
    for (const id of areaHexes(c, a, chains)) {
      level[id] = a.level
      if (a.keep) keep[id] = 1
      else keep[id] = 0
    }
  }
  // A lone hex whose every neighbour shares another level is rasterizing noise, unless marked keep.
  const before = level.slice()
  for (let id = 0; id < c.g.n; id++) {
    if (keep[id]) continue
    const nbs = [0, 1, 2, 3, 4, 5].map((d) => c.g.neighbor[id * 6 + d]!).filter((nb) => nb >= 0)
    const l = before[nbs[0]!]!
    if (l !== before[id] && nbs.every((nb) => before[nb] === l)) {
      level[id] = l
      c.notes.push(`level island ${c.g.codes[id]} ${before[id]} → ${l}`)
    }
  }
  return level
}

function buildTerrain(c: Ctx): Terrain[] {
  const terrain: Terrain[] = new Array<Terrain>(c.g.n).fill('clear')
  for (const w of c.geo.woods) {
    const poly = w.points.map(c.km)
    for (let id = 0; id < c.g.n; id++) if (coverage(c, id, (p) => inPolygon(p, poly)) >= 0.5) terrain[id] = w.terrain
  }
  for (const cl of c.geo.clearings) {
    const b = cl.box
    for (let id = 0; id < c.g.n; id++) {
      const p = c.centres[id]!
      const lat = c.geo.projection.originLat + p.y / c.geo.projection.kmPerDegLat
      const lon = c.geo.projection.originLon + p.x / c.geo.projection.kmPerDegLon
      if (lat >= b.south && lat <= b.north && lon >= b.west && lon <= b.east) terrain[id] = 'clear'
    }
  }
  return terrain
}

export function buildMap(geo: Geography, overlay: Overlay): BuildResult {
  const f = makeFrame(geo.projection, geo.grid)
  const g = buildGeometry(geo.grid.cols, geo.grid.rows)
  const centres = Array.from({ length: g.n }, (_, id) => hexKm(f, g, id))
  const km = (at: LatLon): Km => toKm(geo.projection, at)
  const c: Ctx = { geo, f, g, sg: buildSideGraph(g), centres, km, hexOf: (at) => hexAtKm(f, g, km(at)), notes: [] }

  const chains = buildRivers(c)
  const bridges = buildBridges(c, chains)
  const riverEdges = new Set([...chains.values()].flat())
  const redoubts: RedoubtData[] = geo.redoubts.map((r) => {
    const id = c.hexOf(r.at)
    if (id < 0) throw new Error(`data/geography.json: redoubt ${r.feature} lies off the map`)
    const ft = geo.features.find((x) => x.id === r.feature)
    return { hex: g.codes[id]!, name: ft?.name, fronts: r.fronts }
  })
  const roads = buildRoads(c, riverEdges, new Set(bridges), redoubts)
  const level = buildLevels(c, chains)
  const terrain = buildTerrain(c)
  const names: Array<Bilingual | undefined> = new Array<Bilingual | undefined>(g.n)

  for (const v of geo.villages) {
    const id = c.hexOf(v.at)
    if (id < 0) throw new Error(`village ${v.id} is off the map`)
    if (names[id]) c.notes.push(`village ${v.id} shares hex ${g.codes[id]} with ${names[id]?.en}`)
    terrain[id] = 'village'
    names[id] = v.name
  }
  for (const ft of geo.features) {
    for (const at of ft.at) {
      const id = c.hexOf(at)
      if (id < 0) throw new Error(`feature ${ft.id} is off the map`)
      if (names[id] && names[id] !== ft.name)
        c.notes.push(`feature ${ft.id} in hex ${g.codes[id]} yields to ${names[id]?.en}`)
      else names[id] = ft.name
    }
  }

  for (const p of overlay.hexes) {
    const id = g.byCode.get(p.hex)
    if (id === undefined) throw new Error(`overlay: hex ${p.hex} is not on the map`)
    if (p.level !== undefined) level[id] = p.level
    if (p.terrain !== undefined) terrain[id] = p.terrain
    if (p.name === null) names[id] = undefined
    else if (p.name !== undefined) names[id] = p.name
  }

  const hexes: HexData[] = []
  for (let id = 0; id < g.n; id++) {
    const h: HexData = { hex: g.codes[id]!, level: level[id] as Level, terrain: terrain[id]! }
    if (names[id]) h.name = names[id]
    hexes.push(h)
  }
  const side = (e: number): [string, string] => [g.codes[c.sg.ha[e]!]!, g.codes[c.sg.hb[e]!]!]
  for (const r of roads) {
    for (let i = 1; i < r.hexes.length; i++)
      if (dirTo(g, r.hexes[i - 1]!, r.hexes[i]!) < 0) throw new Error(`road ${r.id} is broken`)
  }
  const map: MapData = {
    id: 'borodino',
    name: { ru: 'Бородинское поле, 7 сентября 1812', en: 'The field of Borodino, 7 September 1812' },
    cols: g.cols,
    rows: g.rows,
    hexes,
    roads: roads.map((r) => ({ id: r.id, name: r.name, hexes: r.hexes.map((id) => g.codes[id]!) })),
    rivers: geo.rivers.map((r) => ({ id: r.id, name: r.name, sides: (chains.get(r.id) ?? []).map(side) })),
    bridges: bridges.map(side),
    redoubts,
  }
  return { map, notes: c.notes }
}
