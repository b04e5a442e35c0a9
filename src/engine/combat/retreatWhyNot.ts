// Why a hex is not a legal next hex of a pending retreat (CBT.10, with MOVE.3–5 where a side is closed):
// the first condition that fails, not the whole list, as data. Legality itself is the engine's retreatOptions().
import type { Ctx } from '../core/commands'
import { dirTo, distance } from '../../core/geometry'
import { codeOf, hexId } from '../map/map'
import { stepCost } from '../movement/moveCost'
import { derived } from '../core/derived'
import { refuse, type Refusal } from '../core/refusal'
import { retreatOptions, type RetreatStep } from './retreat'
import type { GameState } from '../core/state'
import { otherSide } from '../core/types'
import { isOnMap } from '../core/units'
import { zocMap, zocSources } from '../movement/zoc'
import { forbidden } from '../movement/whyNot'

/** Null when `hex` is one of the legal next hexes of the retreat. */
export function whyNotRetreat(ctx: Ctx, state: GameState, step: RetreatStep, hex: string): Refusal | null {
  const { map } = ctx
  if (retreatOptions(ctx, state, step).includes(hex)) return null
  const u = state.units[step.unit]
  const to = hexId(map, hex)
  if (!u || !isOnMap(u)) return refuse('CBT.10', 'retreat.not-pending')
  if (to < 0) return refuse('CBT.10', 'retreat.off-map', { hex })
  const from = hexId(map, u.hex)
  const here = codeOf(map, from)
  const left = step.remaining
  if (to === from) return refuse('CBT.10', 'retreat.here', { here, left })
  const dir = dirTo(map.geo, from, to)
  if (dir < 0) return refuse('CBT.10', 'retreat.not-adjacent', { hex, here })
  const occ = derived(ctx, state).occ
  const there = occ.unitAt[to]! // to >= 0 is a hex id; a non-negative entry indexes occ.units
  if (there >= 0 && occ.units[there]!.side !== u.side) {
    return refuse('CBT.10', 'retreat.enemy', { hex })
  }
  if (u.type !== 'cavalry' && zocMap(ctx, occ, otherSide(u.side))[to]) {
    const by = zocSources(ctx, occ, otherSide(u.side), to).map((id) => String(state.units[id]!.hex)) // units on the map
    return refuse('CBT.10', 'retreat.zoc', { hex, by })
  }
  for (const id of step.enemies) {
    const e = state.units[id]
    if (!e || !isOnMap(e)) continue
    const f = hexId(map, e.hex)
    if (distance(map.geo, to, f) <= distance(map.geo, from, f)) {
      return refuse('CBT.10', 'retreat.not-farther', { hex, enemy: codeOf(map, f), here })
    }
  }
  const c = stepCost(map, from, dir, u.type)
  if (!c.ok && c.reason !== 'off-map') {
    const r = forbidden(map, u.type, from, to, c.reason)
    return { ...r, params: { ...r.params, retreatInto: hex } }
  }
  if (left === 1 && there >= 0) {
    return refuse('CBT.10', 'retreat.friend-at-end', { hex })
  }
  return refuse('CBT.10', 'retreat.dead-end', { hex, remaining: left - 1 })
}
