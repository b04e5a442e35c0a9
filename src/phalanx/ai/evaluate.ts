// How good a position is for one side, in tenths of a points-value unit (PH-WIN.4): the points each
// side has lost, what the side to move can rout next, and small pulls toward contact and order.
import type { PhCtx } from '../commands'
import { distance, hexOf } from '../field'
import { occupancy } from '../occupancy'
import { lossesOf } from '../scoring'
import type { PhState } from '../state'
import { otherSide, type Side } from '../types'
import { isOnBoard, valuesOf } from '../units'
import { threatMap } from './threat'

/** A won or lost game outweighs any material count. */
export const WIN_VALUE = 1000
const POINT = 10
/** Share of the side to move's threats it is expected to cash in (attackers are shared between targets). */
const THREAT_SHARE = 0.5
const WAITING_IN_CAMP = 1
const CONTACT = 0.3

export function evaluate(ctx: PhCtx, state: PhState, me: Side): number {
  const other = otherSide(me)
  if (state.result) {
    const { winner, scores } = state.result
    const margin = scores ? scores[me] - scores[other] : 0
    if (winner === me) return WIN_VALUE + margin * POINT
    if (winner === other) return -WIN_VALUE + margin * POINT
    // A draw: better than losing, worse than winning; material breaks ties between draws.
    return (lossesOf(state, other).points - lossesOf(state, me).points) * 0.1
  }
  let value = (lossesOf(state, other).points - lossesOf(state, me).points) * POINT
  const field = ctx.field
  const occ = occupancy(field, state)
  const mover = state.side
  const threat = threatMap(ctx, state, mover, occ)
  let exposed = 0
  const hexes: Record<Side, number[]> = { south: [], north: [] }
  for (const id of Object.keys(state.units)) {
    const u = state.units[id]! // a key of the record itself
    if (u.location === 'camp') value += (u.side === me ? -1 : 1) * WAITING_IN_CAMP
    if (!isOnBoard(u)) continue
    const h = hexOf(field, u.location)
    hexes[u.side].push(h)
    if (u.side !== mover && threat[h]! >= valuesOf(u).defence) exposed += valuesOf(u).points
  }
  value += (mover === me ? 1 : -1) * exposed * POINT * THREAT_SHARE
  // Contact: each side's mobile units pulled toward the nearest enemy, so a passive opponent is found.
  for (const side of [me, other]) {
    const foes = hexes[otherSide(side)]
    if (foes.length === 0) continue
    let sum = 0
    for (const h of hexes[side]) {
      let best = 99
      for (const f of foes) best = Math.min(best, distance(field, h, f))
      sum += best
    }
    value += (side === me ? -1 : 1) * sum * CONTACT * 0.1
  }
  return value
}
