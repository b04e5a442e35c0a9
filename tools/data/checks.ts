// Checks on the bundled data (map, orders of battle, scenarios), shared by tests and tools/data-check.ts.
// Each returns a list of problems; an empty list means the check passed.
import { distance, type Geometry } from '../../src/engine/ai'
import { hexId, type GameMap } from '../../src/engine'
import { SIDE_BRIDGE, SIDE_FRONT, SIDE_RIVER, SIDE_ROAD } from '../../src/engine/tables'
import type { ScenarioData } from '../../src/engine'
import { Setup } from '../../src/engine'
import type { CommanderDef, UnitDef } from '../../src/engine'
import type { Geography } from './geography'
import { sideCornerKeys } from './hexsides'
import { hexAtLatLon, makeFrame } from './projection'

// Hex ids come from the compiled map and indices stay below their arrays' lengths, so those reads are
// asserted; what the data itself may lack (a road's hexes, a place) is reported as a problem.
export const RUSSIAN_TOTAL = 314

const onEdge = (g: Geometry, id: number): boolean => [0, 1, 2, 3, 4, 5].some((d) => g.neighbor[id * 6 + d]! < 0)

/** MAP.4: each river is a chain of hexsides joined corner to corner, with no gaps and no dead ends inside the map. */
export function checkRiversContinuous(map: GameMap): string[] {
  const g = map.geo
  const problems: string[] = []
  // Corner degree over all rivers: a confluence corner joins two rivers.
  const degreeAll = new Map<string, number>()
  const perRiver = map.data.rivers.map((r) => {
    const corners = new Map<string, number>()
    const sides: Array<[string, string]> = []
    for (const [a, b] of r.sides) {
      const ia = hexId(map, a)
      const d = [0, 1, 2, 3, 4, 5].find((k) => g.neighbor[ia * 6 + k] === hexId(map, b))
      if (ia < 0 || d === undefined) {
        problems.push(`river ${r.id}: ${a}–${b} is not a hexside`)
        continue
      }
      const ks = sideCornerKeys(g, ia, d)
      sides.push(ks)
      for (const k of ks) {
        corners.set(k, (corners.get(k) ?? 0) + 1)
        degreeAll.set(k, (degreeAll.get(k) ?? 0) + 1)
      }
    }
    return { id: r.id, corners, sides }
  })
  const outline = new Set<string>()
  for (let id = 0; id < g.n; id++) {
    for (let d = 0; d < 6; d++)
      if (g.neighbor[id * 6 + d]! < 0) for (const k of sideCornerKeys(g, id, d)) outline.add(k)
  }
  for (const r of perRiver) {
    if (r.sides.length === 0) {
      problems.push(`river ${r.id} has no sides`)
      continue
    }
    // Connected: walk the sides from the first one through shared corners.
    const seen = new Set<number>([0])
    const stack = [0]
    while (stack.length) {
      const i = stack.pop() as number
      r.sides.forEach((s, j) => {
        if (
          !seen.has(j) &&
          (s[0] === r.sides[i]![0] || s[0] === r.sides[i]![1] || s[1] === r.sides[i]![0] || s[1] === r.sides[i]![1])
        ) {
          seen.add(j)
          stack.push(j)
        }
      })
    }
    if (seen.size !== r.sides.length)
      problems.push(
        `river ${r.id} is broken into pieces (${r.sides.length - seen.size} side(s) not joined to the first)`,
      )
    for (const [k, n] of r.corners) {
      if (n > 2) problems.push(`river ${r.id} branches at corner ${k}`)
      if (n === 1 && !outline.has(k) && (degreeAll.get(k) ?? 0) < 3)
        problems.push(`river ${r.id} ends inside the map at corner ${k} without joining another river`)
    }
  }
  return problems
}

/** MAP.4: a road may cross a river only at a bridge; every bridge carries a road over a river. */
export function checkRoadRiverCrossings(map: GameMap): string[] {
  const g = map.geo
  const problems: string[] = []
  for (const r of map.data.roads) {
    for (let i = 1; i < r.hexes.length; i++) {
      const a = hexId(map, r.hexes[i - 1]!)
      const d = [0, 1, 2, 3, 4, 5].find((k) => g.neighbor[a * 6 + k] === hexId(map, r.hexes[i]!))
      if (d === undefined) continue
      const f = map.side[a * 6 + d]!
      if (f & SIDE_RIVER && !(f & SIDE_BRIDGE))
        problems.push(`road ${r.id} crosses a river without a bridge at ${r.hexes[i - 1]}–${r.hexes[i]}`)
    }
  }
  for (const [a, b] of map.data.bridges) {
    const ia = hexId(map, a)
    const d = [0, 1, 2, 3, 4, 5].find((k) => g.neighbor[ia * 6 + k] === hexId(map, b))
    const f = d === undefined ? 0 : map.side[ia * 6 + d]! // d was found among ia's six sides
    if (!(f & SIDE_RIVER) || !(f & SIDE_ROAD)) problems.push(`bridge ${a}–${b} is not where a road meets a river`)
  }
  return problems
}

/** The roads did not run through the earthworks: no road crosses a redoubt's front (MAP.5). */
export function checkRoadsAvoidRedoubtFronts(map: GameMap): string[] {
  const problems: string[] = []
  for (const r of map.data.roads) {
    for (let i = 1; i < r.hexes.length; i++) {
      const a = hexId(map, r.hexes[i - 1]!)
      const d = [0, 1, 2, 3, 4, 5].find((k) => map.geo.neighbor[a * 6 + k] === hexId(map, r.hexes[i]!))
      if (d !== undefined && map.side[a * 6 + d]! & SIDE_FRONT)
        problems.push(`road ${r.id} crosses a redoubt front at ${r.hexes[i - 1]}–${r.hexes[i]}`)
    }
  }
  return problems
}

/** Roads are hex paths; the listed main roads run edge to edge; every road meets another road. */
export function checkRoadsConnected(map: GameMap, edgeToEdge: string[]): string[] {
  const g = map.geo
  const problems: string[] = []
  const hexesOf = new Map(map.data.roads.map((r) => [r.id ?? '?', r.hexes.map((c) => hexId(map, c))]))
  for (const [id, hexes] of hexesOf) {
    for (let i = 1; i < hexes.length; i++) {
      if (hexes[i]! < 0 || hexes[i - 1]! < 0 || distance(g, hexes[i - 1]!, hexes[i]!) !== 1)
        problems.push(`road ${id} has a gap between step ${i} and ${i + 1}`)
    }
  }
  for (const id of edgeToEdge) {
    const hexes = hexesOf.get(id)
    if (!hexes) {
      problems.push(`road ${id} is missing`)
      continue
    }
    const [a, b] = [hexes[0], hexes[hexes.length - 1]]
    if (a === undefined || b === undefined) {
      problems.push(`road ${id} has no hexes`)
      continue
    }
    if (!onEdge(g, a) || !onEdge(g, b))
      problems.push(`road ${id} does not run from map edge to map edge (${g.codes[a]} … ${g.codes[b]})`)
    else if (distance(g, a, b) < Math.min(g.cols, g.rows) / 2)
      problems.push(`road ${id} starts and ends on the same edge`)
  }
  // The whole network is one piece: tracks join the main roads.
  const ids = [...hexesOf.keys()]
  const joined = new Set<string>(ids.slice(0, 1))
  let grew = true
  while (grew) {
    grew = false
    for (const id of ids) {
      if (joined.has(id)) continue
      const mine = new Set(hexesOf.get(id))
      if ([...joined].some((j) => (hexesOf.get(j) ?? []).some((h) => mine.has(h)))) {
        joined.add(id)
        grew = true
      }
    }
  }
  for (const id of ids) if (!joined.has(id)) problems.push(`road ${id} does not meet the rest of the road network`)
  return problems
}

/** Every village and named feature of the geography is printed on the map within one hex of its coordinates. */
export function checkNamedPlaces(map: GameMap, geo: Geography): string[] {
  const g = map.geo
  const f = makeFrame(geo.projection, geo.grid)
  const problems: string[] = []
  const places = [...geo.villages.map((v) => ({ id: v.id, name: v.name, at: [v.at] })), ...geo.features]
  for (const p of places) {
    const named: number[] = []
    for (let id = 0; id < g.n; id++) if (map.names[id]?.en === p.name.en) named.push(id)
    if (named.length === 0) {
      problems.push(`${p.name.en} is not named on the map`)
      continue
    }
    const targets = p.at.map((at) => hexAtLatLon(f, g, at))
    if (targets.some((t) => t < 0)) {
      problems.push(`${p.name.en} lies off the map`)
      continue
    }
    for (const id of named) {
      const near = Math.min(...targets.map((t) => distance(g, t, id)))
      if (near > 1) problems.push(`${p.name.en} is printed on ${g.codes[id]}, ${near} hexes from its coordinates`)
    }
  }
  return problems
}

/** UNIT.1–6: unique ids, sane values, back ≤ front, the Russian total; commanders command something. */
export function checkOob(units: UnitDef[], commanders: CommanderDef[]): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  for (const u of units) {
    if (ids.has(u.id)) problems.push(`duplicate unit id ${u.id}`)
    ids.add(u.id)
    if (!/^[a-z]{2}-[A-Za-z0-9-]+$/.test(u.id)) problems.push(`unit id ${u.id} is not a short ascii id`)
    if (!u.label || !u.name?.ru || !u.name?.en) problems.push(`unit ${u.id} needs a label and a name in both languages`)
    for (const face of ['front', 'back'] as const) {
      const s = u[face]
      if (!Number.isInteger(s?.strength) || s.strength < 1 || !Number.isInteger(s?.mp) || s.mp < 1)
        problems.push(`unit ${u.id}: ${face} must have whole positive strength and MP`)
    }
    if (u.back.strength > u.front.strength || u.back.mp > u.front.mp)
      problems.push(`unit ${u.id}: back is stronger than front`)
    if (u.type === 'artillery') {
      if (u.back.mp !== u.front.mp || u.back.strength > 2)
        problems.push(`battery ${u.id}: limbered side must keep its MP and have a bracket strength of 1–2 (UNIT.3)`)
    } else if (
      u.back.strength !== Math.max(1, Math.floor(u.front.strength / 2)) ||
      u.back.mp !== Math.ceil(u.front.mp / 2)
    ) {
      problems.push(`unit ${u.id}: back must be strength halved down (min 1) and MP halved up (UNIT.2)`)
    }
    if ((u.side === 'ru') !== (u.nationality === 'russian'))
      problems.push(`unit ${u.id}: nationality ${u.nationality} does not fit side ${u.side}`)
  }
  const ru = units.filter((u) => u.side === 'ru').reduce((a, u) => a + u.front.strength, 0)
  if (ru !== RUSSIAN_TOTAL) problems.push(`Russian front strengths add up to ${ru}, not ${RUSSIAN_TOTAL} (UNIT.6)`)
  const cids = new Set<string>()
  for (const c of commanders) {
    if (cids.has(c.id)) problems.push(`duplicate commander id ${c.id}`)
    cids.add(c.id)
    if (!Number.isInteger(c.rating) || c.rating < 1 || c.rating > 3)
      problems.push(`commander ${c.id}: rating must be 1–3`)
    if (c.commands.side !== c.side) problems.push(`commander ${c.id} commands the other side`)
    const mine = units.filter(
      (u) =>
        u.side === c.commands.side &&
        (c.commands.army === undefined || u.army === c.commands.army) &&
        (c.commands.corps === undefined || u.corps === c.commands.corps),
    )
    if (mine.length === 0) problems.push(`commander ${c.id} commands no unit (${JSON.stringify(c.commands)})`)
  }
  return problems
}

/** SCN.1: at the start no French combat unit stands within minDistance − 1 hexes of a Russian one. */
export function checkStartGap(map: GameMap, scenario: ScenarioData, units: UnitDef[], minDistance: number): string[] {
  const side = new Map(units.map((u) => [u.id, u.side]))
  const at = (s: 'fr' | 'ru'): Array<[string, number]> =>
    scenario.placements.flatMap((p): Array<[string, number]> =>
      p.hex !== null && side.get(p.unit) === s ? [[p.unit, hexId(map, p.hex)]] : [],
    )
  const problems: string[] = []
  for (const [f, fh] of at('fr')) {
    for (const [r, rh] of at('ru')) {
      const d = distance(map.geo, fh, rh)
      if (d < minDistance) problems.push(`${f} and ${r} start ${d} hex(es) apart (at least ${minDistance})`)
    }
  }
  return problems
}

/** SCN.2: the free-setup zones are usable: each side's zone holds all its units. */
export function checkSetupZones(map: GameMap, scenario: ScenarioData, units: UnitDef[]): string[] {
  if (!scenario.setup) return [`scenario ${scenario.id} has no setup rules`]
  const problems: string[] = []
  for (const side of ['ru', 'fr'] as const) {
    const zone = Setup.deploymentZone({ map }, scenario.setup, side)
    const room = zone.reduce((a, v) => a + v, 0)
    const need = units.filter((u) => u.side === side).length
    if (room < need) problems.push(`the ${side} setup zone has ${room} hexes for ${need} units`)
  }
  return problems
}
