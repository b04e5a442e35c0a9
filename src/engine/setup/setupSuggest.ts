// A quick legal setup for the units a side has not placed yet (SCN.2), for "place the rest for me".
import type { Command, Ctx } from '../core/commands'
import { distance } from '../../core/geometry'
import { derived } from '../core/derived'
import { deploymentZone, forbiddenTerrain } from './setup'
import type { GameState } from '../core/state'

/**
 * Place commands for every unplaced unit of the phasing side: zone hexes nearest the line first
 * (the front), batteries only where they may stand. Fewer commands than units when the zone is full.
 */
export function suggestSetup(ctx: Ctx, state: GameState): Command[] {
  const { map } = ctx
  const rules = state.setup
  if (state.phase !== 'setup' || !rules) return []
  const zone = deploymentZone(ctx, rules, state.side, state)
  const line = rules.line.map((c) => map.geo.byCode.get(c) as number)
  const occ = derived(ctx, state).occ
  const free: number[] = []
  for (let h = 0; h < map.geo.n; h++) if (zone[h] && occ.unitAt[h]! < 0) free.push(h)
  const toLine = (h: number): number => Math.min(...line.map((l) => distance(map.geo, l, h)))
  const order = free
    .map((h) => ({ h, d: toLine(h) }))
    .sort((a, b) => a.d - b.d || a.h - b.h)
    .map((x) => x.h)
  const taken = new Set<number>()
  const out: Command[] = []
  const unplaced = Object.values(state.units).filter(
    (u) => u.side === state.side && u.status === 'active' && u.hex === null,
  )
  // Infantry to the front, cavalry behind it, batteries wherever they may stand.
  const rank = { infantry: 0, artillery: 1, cavalry: 2 } as const
  unplaced.sort((a, b) => rank[a.type] - rank[b.type] || (a.id < b.id ? -1 : 1))
  for (const u of unplaced) {
    const h = order.find((x) => !taken.has(x) && !forbiddenTerrain(ctx, x, u.type))
    if (h === undefined) continue
    taken.add(h)
    out.push({ type: 'place', unit: u.id, hex: map.geo.codes[h]! }) // h: a hex id of the zone
  }
  return out
}
