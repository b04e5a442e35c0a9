// Why a hex costs what it does, or cannot be reached, for a mover (MOVE.1–8, ZOC.4, STACK.1–2), as data:
// the first blocking condition (MP, a zone of control at hex X, a river without a bridge, a redoubt front,
// terrain closed to this unit type, an enemy unit), with the facts the UI needs to word it. The explanation comes from a small decision procedure:
//  (a) the direct step into a neighbour: a hexside the mover may not cross is the reason (MOVE.3, MOVE.5);
//  (b) reach() with no MP limit, with and without the zone-of-control stop and with and without the mover's
//      prohibitions, tells "no way at all", "every way closed" and "every way through a zone of control" apart;
//  (c) the MP each of those limits adds to the cheapest way, against how far that way overshoots the MP left:
//      "the short way is closed / stopped by a zone of control at X" (the detour only as extra information),
//      or else the MP the way costs against the MP left (MOVE.1), with the road bonus only where it matters (MOVE.6).
import type { Ctx } from '../core/commands'
import { dirTo } from '../../core/geometry'
import { codeOf, type GameMap } from '../map/map'
import { stepCost, type CostPart, type Mover } from './moveCost'
import { pathTo, reach, type Reach } from './movement'
import { derived } from '../core/derived'
import type { Occupancy } from './occupancy'
import { refuse, type Refusal } from '../core/refusal'
import type { GameState } from '../core/state'
import { otherSide, type Side } from '../core/types'
import { zocMap } from './zoc'

export interface StepInfo {
  /** The hex the path enters this one from. */
  from: string
  parts: CostPart[]
  /** Cost of this last step, and of the whole path. */
  step: number
  total: number
}

/** The cost of entering hex h along the cheapest path, itemised, or null when it is not reached. */
export function stepInto(map: GameMap, r: Reach, h: number, mover: Mover): StepInfo | null {
  const path = r.cost[h]! > 0 ? pathTo(r, h) : null // h is a hex id
  if (!path || path.length < 2) return null
  const from = path[path.length - 2]! // the path has at least two hexes
  const c = stepCost(map, from, dirTo(map.geo, from, h), mover)
  if (!c.ok) return null
  return { from: codeOf(map, from), parts: c.parts, step: c.total, total: r.cost[h]! }
}

/** The cheapest way to h with no MP limit (zones of control still stop the mover), for pricing out-of-reach hexes. */
export function unlimitedReach(ctx: Ctx, state: GameState, m: MoverInfo): Reach {
  const occ = derived(ctx, state).occ
  return reach(ctx, { ...searchBase(occ, m), enemyZoc: enemyZocFor(ctx, occ, m) })
}

export interface MoverInfo {
  mover: Mover
  side: Side
  origin: number
  /** MP left, and MP left if the move ends on a road (MOVE.6). */
  plain: number
  budget: number
}

const BIG = 999

function searchBase(occ: Occupancy, m: MoverInfo) {
  return {
    occ,
    mover: m.mover,
    side: m.side,
    origin: m.origin,
    plainBudget: BIG,
    budget: BIG,
    commander: m.mover === 'commander',
  }
}

/** ZOC.4–5: infantry and artillery stop in an enemy zone; cavalry and commanders ignore it. */
function enemyZocFor(ctx: Ctx, occ: Occupancy, m: MoverInfo): Uint8Array | null {
  return m.mover === 'infantry' || m.mover === 'artillery' ? zocMap(ctx, occ, otherSide(m.side)) : null
}

/** Why the move cannot end in hex h (with the rule), or null when it can. */
export function whyNotReach(ctx: Ctx, state: GameState, m: MoverInfo, r: Reach, h: number): Refusal | null {
  const { map } = ctx
  if (r.canEnd[h]) return null
  const code = codeOf(map, h)
  if (h === m.origin) return refuse('MOVE.1', 'explain.here')
  const occ = derived(ctx, state).occ
  const here = occ.unitAt[h]! // h is a hex id; a non-negative entry indexes occ.units
  if (here >= 0 && occ.units[here]!.side !== m.side) {
    return refuse('STACK.2', 'explain.enemy', { hex: code })
  }
  if (r.cost[h]! >= 0) {
    if (m.mover === 'commander') return refuse('MOVE.8', 'explain.commander-alone', { hex: code })
    if (here >= 0) return refuse('STACK.1', 'explain.friend', { hex: code })
    // Reached only with the battery's road point, and the hex is not a road: the MP are short.
    return tooFar(map, m, h, r.cost[h]!)
  }
  const base = searchBase(occ, m)
  const zoc = enemyZocFor(ctx, occ, m)
  // Unlimited searches: the mover's own costs with the zone-of-control stop (what it can really do), without it,
  // and with no prohibitions at all (infantry's costs are everyone's costs, MOVE.2–4, with nothing forbidden).
  const withZoc = reach(ctx, { ...base, enemyZoc: zoc })
  const free = zoc ? reach(ctx, { ...base, enemyZoc: null }) : withZoc
  const open = m.mover === 'infantry' ? free : reach(ctx, { ...base, mover: 'infantry', enemyZoc: null })
  const detour = withZoc.cost[h]! // cost tables hold every hex id
  const around = detour >= 0 ? { around: detour, aroundLeft: limitFor(map, m, h) } : null

  // (a) The hex next door, across a side the mover may not cross.
  const dir = dirTo(map.geo, m.origin, h)
  if (dir >= 0) {
    const step = stepCost(map, m.origin, dir, m.mover)
    if (!step.ok && step.reason !== 'off-map')
      return withAround(forbidden(map, m.mover, m.origin, h, step.reason), around)
  }
  // (b) No way at all; every way closed by the mover's prohibitions; every way through a zone of control.
  if (open.cost[h]! < 0) return noWay(code)
  if (free.cost[h]! < 0) {
    const path = pathTo(open, h) as number[]
    const last = path[path.length - 2]! // open reaches h and h is not the origin: two hexes at least
    const closed = everyEntryForbidden(map, m.mover, h)
    const at = closed ? firstForbidden(map, m.mover, [last, h]) : firstForbidden(map, m.mover, path)
    return at ? forbidden(map, m.mover, at.from, at.to, at.reason) : noWay(code)
  }
  // (c) Which limit makes the difference: the MP a limit adds to the cheapest way is weighed against how far
  // that way overshoots the MP left. A closed side or a zone of control that adds more is what stops the move
  // (the short way is barred: the detour is only mentioned); otherwise the hex is simply too far.
  const left = limitFor(map, m, h)
  const relaxed = open.cost[h]!
  const direct = free.cost[h]!
  const byClosed = direct - relaxed
  const byZoc = detour < 0 ? Infinity : detour - direct
  if (byClosed > 0 && byClosed > relaxed - left && byClosed >= byZoc) {
    const at = firstForbidden(map, m.mover, pathTo(open, h) as number[])
    if (at) return withAround(forbidden(map, m.mover, at.from, at.to, at.reason), around)
  }
  if (zoc && byZoc > 0 && byZoc > direct - left) {
    // Every cheapest way without the zone-of-control stop crosses a controlled hex before h.
    const stop = (pathTo(free, h) as number[]).slice(1, -1).find((x) => zoc[x])
    if (stop !== undefined) return zocStop(map, stop, around)
  }
  return tooFar(map, m, h, detour >= 0 ? detour : direct)
}

function noWay(code: string): Refusal {
  return refuse('STACK.2', 'explain.no-way', { hex: code })
}

/** MP a move ending in h may spend: the road point counts only when h is a road hex (MOVE.6). */
function limitFor(map: GameMap, m: MoverInfo, h: number): number {
  return Math.max(0, map.roadHex[h] ? m.budget : m.plain)
}

function tooFar(map: GameMap, m: MoverInfo, h: number, need: number): Refusal {
  const code = codeOf(map, h)
  const left = limitFor(map, m, h)
  const withBonus = left > Math.max(0, m.plain)
  // MOVE.6: the battery's extra point would pay for exactly this hex, if only it were a road hex.
  const roadPointWouldHelp = m.budget > m.plain && need === m.plain + 1 && !map.roadHex[h]
  return refuse('MOVE.1', 'explain.mp', { hex: code, need, left, withBonus, roadPointWouldHelp })
}

/** The cost of the way around a barrier, and the MP left for it, told beside the reason. */
type Around = { around: number; aroundLeft: number }

function zocStop(map: GameMap, at: number, around: Around | null): Refusal {
  return withAround(refuse('ZOC.4', 'explain.zoc', { hex: codeOf(map, at) }), around)
}

function withAround(r: Refusal, around: Around | null): Refusal {
  return around ? { ...r, params: { ...r.params, ...around } } : r
}

export type Closed = 'front' | 'river' | 'artillery-terrain'

function firstForbidden(
  map: GameMap,
  mover: Mover,
  path: number[],
): { from: number; to: number; reason: Closed } | null {
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]! // i - 1 and i are indices of the path
    const to = path[i]!
    const c = stepCost(map, from, dirTo(map.geo, from, to), mover)
    if (!c.ok && c.reason !== 'off-map') return { from, to, reason: c.reason }
  }
  return null
}

/** Whether no side of hex h may be crossed into it by this mover (e.g. a battery and a forest without a road). */
function everyEntryForbidden(map: GameMap, mover: Mover, h: number): boolean {
  for (let d = 0; d < 6; d++) {
    const from = map.geo.neighbor[h * 6 + d]! // h is a hex id, d a direction
    if (from < 0) continue
    if (stepCost(map, from, dirTo(map.geo, from, h), mover).ok) return false
  }
  return true
}

/** A hexside the mover may not cross (MOVE.3: redoubt fronts; MOVE.5: artillery and rivers, forest, brush). */
export function forbidden(map: GameMap, mover: Mover, from: number, to: number, reason: Closed): Refusal {
  const a = codeOf(map, from)
  const b = codeOf(map, to)
  if (reason === 'front') {
    return refuse('MOVE.3', 'explain.front', { from: a, to: b, commander: mover === 'commander' })
  }
  if (reason === 'river') {
    return refuse('MOVE.5', 'explain.river', { from: a, to: b })
  }
  return refuse('MOVE.5', 'explain.artillery-terrain', { from: a, to: b })
}
