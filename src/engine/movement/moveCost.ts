// What it costs to cross one hexside (MOVE.2–5, MOVE.8), with the parts a player is shown.
import type { Ctx } from '../core/commands'
import { SIDE_BRIDGE, SIDE_FRONT, SIDE_RIVER, SIDE_ROAD, T_BRUSH, T_FOREST, type GameMap } from '../map/map'
import type { RuleId } from '../core/rules'
import type { UnitType } from '../core/types'

/** Who moves: a combat unit type, or a commander (cavalry costs, MOVE.8). */
export type Mover = UnitType | 'commander'
export const MOVERS: readonly Mover[] = ['infantry', 'cavalry', 'artillery', 'commander']

export const TERRAIN_COST = [1, 1, 2, 3] as const // clear, village, forest, brush (MOVE.2)
export const SLOPE_COST = 2
export const RIVER_COST = 4
export const BRIDGE_COST = 1
export const FRONT_COST = 3
export const ROAD_COST = 1

export interface CostPart {
  kind: 'terrain' | 'slope' | 'river' | 'bridge' | 'front' | 'road'
  amount: number
  rule: RuleId
}

export type StepCost =
  | { ok: true; total: number; parts: CostPart[] }
  | { ok: false; rule: RuleId; reason: 'front' | 'river' | 'artillery-terrain' | 'off-map' }

/** The cost of moving from hex `from` across side `dir`, itemised. Occupation and ZOC are not considered here. */
export function stepCost(map: GameMap, from: number, dir: number, mover: Mover): StepCost {
  // `from` is a hex id and dir < 6, so both side tables are read in range; `to` is a hex id once on the map.
  const to = map.geo.neighbor[from * 6 + dir]!
  if (to < 0) return { ok: false, rule: 'MAP.1', reason: 'off-map' }
  const f = map.side[from * 6 + dir]!
  const parts: CostPart[] = []
  const road = (f & SIDE_ROAD) !== 0
  const river = (f & SIDE_RIVER) !== 0
  const bridge = (f & SIDE_BRIDGE) !== 0
  if (f & SIDE_FRONT) {
    if (mover !== 'infantry') return { ok: false, rule: 'MOVE.3', reason: 'front' }
  }
  if (river && !bridge && mover === 'artillery') return { ok: false, rule: 'MOVE.5', reason: 'river' }
  const t = map.terrain[to]!
  if (mover === 'artillery' && !road && (t === T_FOREST || t === T_BRUSH)) {
    return { ok: false, rule: 'MOVE.5', reason: 'artillery-terrain' }
  }
  if (road) {
    parts.push({ kind: 'road', amount: ROAD_COST, rule: 'MOVE.4' })
  } else {
    // t is one of the compiled map's terrain codes (0–3), the indexes of TERRAIN_COST.
    parts.push({ kind: 'terrain', amount: TERRAIN_COST[t]!, rule: 'MOVE.2' })
    if (map.level[from] !== map.level[to]) parts.push({ kind: 'slope', amount: SLOPE_COST, rule: 'MOVE.3' })
  }
  if (river && !bridge) parts.push({ kind: 'river', amount: RIVER_COST, rule: 'MOVE.3' })
  if (bridge) parts.push({ kind: 'bridge', amount: BRIDGE_COST, rule: 'MOVE.4' })
  if (f & SIDE_FRONT) parts.push({ kind: 'front', amount: FRONT_COST, rule: 'MOVE.3' })
  let total = 0
  for (const p of parts) total += p.amount
  return { ok: true, total, parts }
}

const tables = new WeakMap<GameMap, Int8Array[]>()

/** Cost tables per mover, built once per map: table[id * 6 + dir] = cost, or -1 where forbidden. */
export function costTable(ctx: Ctx, mover: Mover): Int8Array {
  const { map } = ctx
  let all = tables.get(map)
  if (!all) {
    all = MOVERS.map((m) => {
      const t = new Int8Array(map.geo.n * 6)
      for (let h = 0; h < map.geo.n; h++) {
        for (let d = 0; d < 6; d++) {
          const c = stepCost(map, h, d, m)
          t[h * 6 + d] = c.ok ? c.total : -1
        }
      }
      return t
    })
    tables.set(map, all)
  }
  return all[MOVERS.indexOf(mover)]! // MOVERS lists every Mover
}
