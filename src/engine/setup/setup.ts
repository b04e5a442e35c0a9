// Free setup (SCN.2): deployment zones either side of a line, and the checks on a finished setup.
import type { Ctx } from '../core/commands'
import { distance } from '../../core/geometry'
import { hexId, T_BRUSH, T_FOREST, type GameMap } from '../map/map'
import type { GameState, SetupRules } from '../core/state'
import type { HexCode, Side, UnitType } from '../core/types'
import { dev } from '../core/diagnostic'
import { derivedKey, derivedTable, type DerivedKey } from '../core/derived'
import { isOnMap, type OnMapUnit } from '../core/units'

// The rules of a free setup are part of the game state's shape (core/state.ts keeps them while the setup lasts).
export type { SetupRules } from '../core/state'

export type SetupRule = 'SCN.2' | 'STACK.1' | 'MOVE.5' | 'MAP.1'

/** What is wrong with one unit's setup, as data (the UI words it by code). */
export interface SetupViolation {
  unit: string
  hex: HexCode | null
  rule: SetupRule
  code: 'unplaced' | 'off-map' | 'outside-zone' | 'too-close' | 'occupied' | 'battery-terrain'
  /** outside-zone: whose zone; too-close: the distance found and the least allowed; occupied: the unit already there. */
  side?: Side
  distance?: number
  min?: number
  other?: string
}

/** MOVE.5: a battery may stand in forest or brush only on a road hex. */
export function forbiddenTerrain(ctx: Ctx, id: number, type: UnitType): boolean {
  const { map } = ctx
  const t = map.terrain[id]
  return type === 'artillery' && (t === T_FOREST || t === T_BRUSH) && !map.roadHex[id]
}

/** Problems with the line itself: off the map, not adjacent, not edge to edge, not dividing the map. */
export function validateSetupRules(map: GameMap, rules: SetupRules): string[] {
  const g = map.geo
  const problems: string[] = []
  if (!Array.isArray(rules?.line) || rules.line.length < 2) return [dev`setup line needs at least two hexes`]
  if (!Number.isInteger(rules.frenchMinDistance) || rules.frenchMinDistance < 1)
    problems.push(dev`setup frenchMinDistance must be a whole number ≥ 1`)
  const line = rules.line
  const ids = line.map((c) => hexId(map, c))
  line.forEach((c, i) => {
    if (ids[i]! < 0) problems.push(dev`setup line: hex ${c} is not on the map`)
  })
  if (problems.length) return problems
  // From here every hex of the line is on the map; ids has the line's length (two or more).
  for (let i = 1; i < ids.length; i++) {
    if (distance(g, ids[i - 1]!, ids[i]!) !== 1)
      problems.push(`setup line: ${line[i - 1]!} and ${line[i]!} are not adjacent`)
  }
  const first = ids[0]!
  const last = ids[ids.length - 1]!
  if (g.row[first] !== 0) problems.push(dev`setup line must start on the north edge (row 01), not at ${line[0]!}`)
  if (g.row[last] !== g.rows - 1)
    problems.push(dev`setup line must end on the south edge, not at ${line[ids.length - 1]!}`)
  if (problems.length) return problems
  const { east, west } = sides(map, rules)
  for (let id = 0; id < g.n; id++) {
    if (east[id] && west[id]) {
      problems.push(dev`setup line does not divide the map into an east and a west part`)
      break
    }
  }
  return problems
}

/** Hexes reachable from the east (or west) edge without crossing the line. */
function sides(map: GameMap, rules: SetupRules): { line: Uint8Array; east: Uint8Array; west: Uint8Array } {
  const g = map.geo
  const line = new Uint8Array(g.n)
  for (const c of rules.line) {
    const id = hexId(map, c)
    if (id >= 0) line[id] = 1
  }
  const fill = (col: number): Uint8Array => {
    const seen = new Uint8Array(g.n)
    const stack: number[] = []
    for (let id = 0; id < g.n; id++) {
      if (g.col[id] === col && !line[id]) {
        seen[id] = 1
        stack.push(id)
      }
    }
    while (stack.length) {
      const id = stack.pop() as number
      for (let d = 0; d < 6; d++) {
        const nb = g.neighbor[id * 6 + d]! // id is a hex id, d < 6
        if (nb >= 0 && !seen[nb] && !line[nb]) {
          seen[nb] = 1
          stack.push(nb)
        }
      }
    }
    return seen
  }
  return { line, east: fill(g.cols - 1), west: fill(0) }
}

/** Russian units of a state that stand on the map. */
function russianHexes(map: GameMap, state: GameState | undefined): number[] {
  if (!state) return []
  return Object.values(state.units)
    .filter((u): u is OnMapUnit => u.side === 'ru' && isOnMap(u))
    .map((u) => hexId(map, u.hex))
    .filter((id) => id >= 0)
}

/**
 * 1 where a unit of `side` may be set up (SCN.2): Russians on or east of the line; French west of it
 * and, given a state, not within frenchMinDistance − 1 hexes of any Russian unit.
 */
export function deploymentZone(ctx: Ctx, rules: SetupRules, side: Side, state?: GameState): Uint8Array {
  const { map } = ctx
  const g = map.geo
  const { line, east, west } = sides(map, rules)
  const zone = new Uint8Array(g.n)
  if (side === 'ru') {
    for (let id = 0; id < g.n; id++) zone[id] = line[id] || east[id] ? 1 : 0
    return zone
  }
  const russians = russianHexes(map, state)
  for (let id = 0; id < g.n; id++) {
    zone[id] = west[id] && !line[id] && russians.every((r) => distance(g, r, id) >= rules.frenchMinDistance) ? 1 : 0
  }
  return zone
}

const ZONE_KEYS: Record<Side, DerivedKey<ReadonlySet<HexCode>>> = {
  fr: derivedKey('setup-zone:fr', (ctx, state) => zoneHexes(ctx, state, 'fr')),
  ru: derivedKey('setup-zone:ru', (ctx, state) => zoneHexes(ctx, state, 'ru')),
}

function zoneHexes(ctx: Ctx, state: GameState, side: Side): ReadonlySet<HexCode> {
  const { map } = ctx
  if (!state.setup || state.phase !== 'setup') return new Set()
  const zone = deploymentZone(ctx, state.setup, side, state)
  return new Set(map.geo.codes.filter((_, i) => zone[i]))
}

/**
 * The hexes where `side` may set up now (SCN.2) as codes, for the board: empty outside a free setup.
 * The rules travel in the state (state.setup), so the answer is kept with the state's derived data.
 */
export function setupZoneHexes(ctx: Ctx, state: GameState, side: Side): ReadonlySet<HexCode> {
  return derivedTable(ctx, state, ZONE_KEYS[side])
}

/** Every way a side's setup breaks the rules, unit by unit. */
export function validateSetup(ctx: Ctx, rules: SetupRules, state: GameState, side: Side): SetupViolation[] {
  const { map } = ctx
  const g = map.geo
  const out: SetupViolation[] = []
  // The side of the line only (one definition: deploymentZone); the French distance is checked below.
  const zone = deploymentZone(ctx, rules, side)
  const russians = russianHexes(map, state)
  const taken = new Map<number, string>()
  const units = Object.values(state.units)
    .filter((u) => u.side === side && u.status === 'active')
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  for (const u of units) {
    if (u.hex === null) {
      out.push({ unit: u.id, hex: null, rule: 'SCN.2', code: 'unplaced' })
      continue
    }
    const id = hexId(map, u.hex)
    if (id < 0) {
      out.push({ unit: u.id, hex: u.hex, rule: 'MAP.1', code: 'off-map' })
      continue
    }
    const inZone = zone[id] === 1
    if (!inZone) {
      out.push({ unit: u.id, hex: u.hex, rule: 'SCN.2', code: 'outside-zone', side })
    }
    if (side === 'fr') {
      const near = russians.map((r) => distance(g, r, id)).reduce((a, b) => Math.min(a, b), Infinity)
      if (near < rules.frenchMinDistance) {
        out.push({
          unit: u.id,
          hex: u.hex,
          rule: 'SCN.2',
          code: 'too-close',
          distance: near,
          min: rules.frenchMinDistance,
        })
      }
    }
    const other = taken.get(id)
    if (other !== undefined) {
      out.push({ unit: u.id, hex: u.hex, rule: 'STACK.1', code: 'occupied', other })
    } else taken.set(id, u.id)
    if (forbiddenTerrain(ctx, id, u.type)) {
      out.push({ unit: u.id, hex: u.hex, rule: 'MOVE.5', code: 'battery-terrain' })
    }
  }
  return out
}
