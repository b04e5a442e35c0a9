// Zones of control (ZOC.1–3): which hexes a side's units control.
import type { Ctx } from '../core/commands'
import { SIDE_FRONT, SIDE_RIVER, T_BRUSH, T_FOREST } from '../map/map'
import type { Occupancy } from './occupancy'
import type { Side } from '../core/types'
import { exertsZoc } from '../core/units'

/** Whether a zone of control reaches from hex `from` into its neighbour across side `dir` (ZOC.3). */
export function zocReaches(ctx: Ctx, from: number, dir: number): boolean {
  const { map } = ctx
  // from is a hex id and dir < 6, so the side tables are read in range; to is a hex id once on the map.
  const to = map.geo.neighbor[from * 6 + dir]!
  if (to < 0) return false
  const t = map.terrain[to]
  if (t === T_FOREST || t === T_BRUSH) return false
  return (map.side[from * 6 + dir]! & (SIDE_RIVER | SIDE_FRONT)) === 0
}

/** zoc[h] = 1 where a unit of `owner` exerts a zone of control into hex h. Read-only: kept with the occupancy. */
export function zocMap(ctx: Ctx, occ: Occupancy, owner: Side): Uint8Array {
  return (occ.zoc[owner] ??= computeZoc(ctx, occ, owner))
}

function computeZoc(ctx: Ctx, occ: Occupancy, owner: Side): Uint8Array {
  const { map } = ctx
  const zoc = new Uint8Array(map.geo.n)
  const nb = map.geo.neighbor
  // Occupancy tables: unitAt has one entry per hex id, each one -1 or an index into units.
  for (let h = 0; h < map.geo.n; h++) {
    const i = occ.unitAt[h]!
    if (i < 0) continue
    const u = occ.units[i]!
    if (u.side !== owner || !exertsZoc(u)) continue
    for (let d = 0; d < 6; d++) {
      const to = nb[h * 6 + d]!
      if (to >= 0 && zocReaches(ctx, h, d)) zoc[to] = 1
    }
  }
  return zoc
}

/** The units of `owner` whose zone of control covers hex h. */
export function zocSources(ctx: Ctx, occ: Occupancy, owner: Side, h: number): string[] {
  const { map } = ctx
  const out: string[] = []
  const nb = map.geo.neighbor
  // h is a hex id; the occupancy tables hold -1 or an index into units for every hex id.
  for (let d = 0; d < 6; d++) {
    const from = nb[h * 6 + d]!
    if (from < 0) continue
    const i = occ.unitAt[from]!
    if (i < 0) continue
    const u = occ.units[i]!
    if (u.side === owner && exertsZoc(u) && zocReaches(ctx, from, (d + 3) % 6)) out.push(u.id)
  }
  return out
}
