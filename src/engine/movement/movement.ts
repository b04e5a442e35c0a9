// Movement queries (MOVE.1–8, STACK.1–2, ZOC.4–5): every hex a unit can reach, its cost and cheapest path.
import type { Ctx } from '../core/commands'
import { own } from '../../core/own'
import { hexId, type GameMap } from '../map/map'
import { costTable, type Mover } from './moveCost'
import { derived } from '../core/derived'
import type { Occupancy } from './occupancy'
import {
  notMovementPhase,
  notPhasingSide,
  refuse,
  refused,
  type Answer,
  type Refusal,
  unknownUnit,
} from '../core/refusal'
import { type GameState, isGameOver } from '../core/state'
import { otherSide, type Side } from '../core/types'
import {
  COMMANDER_MP,
  movementAllowance,
  placed,
  type CommanderState,
  type OnMapUnit,
  type UnitState,
} from '../core/units'
import { zocMap } from './zoc'

export interface Reach {
  origin: number
  /** MP that may still be spent (MOVE.1), including a possible road bonus (MOVE.6). */
  budget: number
  /** MP beyond which a destination must be a road hex (the road bonus, MOVE.6); equals budget when no bonus. */
  plainBudget: number
  /** cost[h] = MP to reach h, or -1 when unreachable. */
  cost: Int16Array
  prev: Int32Array
  /** 1 where the move may end (no other combat unit there, road bonus respected, MOVE.8). */
  canEnd: Uint8Array
  /** The hexes where canEnd is 1, in the order the search found them. */
  ends: number[]
}

export interface ReachQuery {
  occ: Occupancy
  /** Enemy zone of control for this mover's side (ignored by cavalry and commanders). */
  enemyZoc: Uint8Array | null
  mover: Mover
  side: Side
  origin: number
  budget: number
  plainBudget: number
  /** Commanders: hexes adjacent to an enemy combat unit where they may not end alone. */
  commander?: boolean
}

/**
 * Tables a reach search may fill again and again (a playout asks thousands of times): a Reach made
 * with them is valid until the next search with the same buffers. Made by reachBuffers.
 */
export interface ReachBuffers {
  readonly n: number
  cost: Int16Array
  prev: Int32Array
  canEnd: Uint8Array
  /** Hexes the last search wrote to, to be cleared before the next. */
  touched: number[]
  /** One list of hexes per MP total (Dial's buckets), emptied before each search. */
  buckets: number[][]
}

/** The per-hex tables of a search, in one allocation (cost −1, prev −1, canEnd 0 everywhere). */
function freshTables(n: number): ReachBuffers {
  // One buffer for the three tables: cost (2 bytes a hex), prev (4, at a multiple of 4), canEnd (1).
  const prevAt = (2 * n + 3) & ~3
  const buf = new ArrayBuffer(prevAt + 4 * n + n)
  const cost = new Int16Array(buf, 0, n).fill(-1)
  const prev = new Int32Array(buf, prevAt, n).fill(-1)
  return { n, cost, prev, canEnd: new Uint8Array(buf, prevAt + 4 * n, n), touched: [], buckets: [] }
}

/** Reusable tables for reach searches on this map (see ReachBuffers). */
export function reachBuffers(ctx: Ctx): ReachBuffers {
  const { map } = ctx
  return freshTables(map.geo.n)
}

/**
 * Dijkstra over the integer neighbour table. Every step costs at least 1 MP and budgets are
 * small, so a bucket per MP total (Dial's algorithm) replaces the heap. With `buffers` the result's
 * tables are the buffers' own (only the hexes the last search touched are cleared); without, new.
 */
export function reach(ctx: Ctx, q: ReachQuery, buffers?: ReachBuffers): Reach {
  const { map } = ctx
  const { occ, enemyZoc, mover, side, origin, budget } = q
  const n = map.geo.n
  const nb = map.geo.neighbor
  const table = costTable(ctx, mover)
  const unitAt = occ.unitAt
  const t = buffers && buffers.n === n ? buffers : freshTables(n)
  const { cost, prev, canEnd } = t
  for (const h of t.touched) {
    cost[h] = -1
    prev[h] = -1
    canEnd[h] = 0
  }
  const buckets = t.buckets
  for (let c = 0; c <= Math.max(0, budget); c++) {
    const b = buckets[c]
    if (b) b.length = 0
    else buckets.push([])
  }
  buckets.length = Math.max(0, budget) + 1
  const touched = t.touched
  touched.length = 0
  touched.push(origin)
  cost[origin] = 0
  buckets[0]!.push(origin) // budget >= 0 gives at least one bucket
  for (let c0 = 0; c0 < buckets.length; c0++) {
    const bucket = buckets[c0]! // c0 is a bucket index
    for (let k = 0; k < bucket.length; k++) {
      const h = bucket[k]! // k < bucket.length; h, to below are hex ids, indices of every per-hex table
      if (cost[h] !== c0) continue
      // ZOC.4: a unit that enters an enemy zone stops there (the origin was checked by the caller).
      if (enemyZoc !== null && h !== origin && enemyZoc[h]) continue
      const base = h * 6
      for (let d = 0; d < 6; d++) {
        const step = table[base + d]!
        if (step < 0) continue
        const c = c0 + step
        if (c > budget) continue
        const to = nb[base + d]!
        const seen = cost[to]!
        if (seen >= 0 && seen <= c) continue
        // STACK.2: never through an enemy-occupied hex.
        const ui = unitAt[to]!
        if (ui >= 0 && occ.units[ui]!.side !== side) continue
        if (seen < 0) touched.push(to)
        cost[to] = c
        prev[to] = h
        buckets[c]!.push(to) // c <= budget
      }
    }
  }
  const ends: number[] = []
  for (const h of touched) {
    if (cost[h]! <= 0) continue // touched holds hex ids
    if (cost[h]! > q.plainBudget && !map.roadHex[h]) continue
    const ok = q.commander ? mayCommanderEnd(ctx, occ, side, h) : unitAt[h]! < 0 // MOVE.8 / STACK.1
    if (!ok) continue
    canEnd[h] = 1
    ends.push(h)
  }
  return { origin, budget, plainBudget: q.plainBudget, cost, prev, canEnd, ends }
}

/** MOVE.8: a commander may not end alone next to an enemy combat unit. */
export function mayCommanderEnd(ctx: Ctx, occ: Occupancy, side: Side, h: number): boolean {
  const here = occ.unitAt[h]! // h is a hex id; a non-negative entry indexes occ.units
  if (here >= 0) return occ.units[here]!.side === side
  return !adjacentEnemy(ctx, occ, side, h)
}

export function adjacentEnemy(ctx: Ctx, occ: Occupancy, side: Side, h: number): boolean {
  const { map } = ctx
  for (let d = 0; d < 6; d++) {
    const nbh = map.geo.neighbor[h * 6 + d]! // h is a hex id, d a direction
    if (nbh < 0) continue
    const i = occ.unitAt[nbh]!
    if (i >= 0 && occ.units[i]!.side !== side) return true
  }
  return false
}

/** The cheapest path from the origin to h, origin first, or null when unreachable. */
export function pathTo(r: Reach, h: number): number[] | null {
  if (r.cost[h]! < 0) return null // h is a hex id
  const path: number[] = []
  for (let x = h; x !== -1; x = r.prev[x]!) path.push(x)
  return path.reverse()
}

/** Why a combat unit cannot move at all right now, or null when it may. */
export function whyUnitCannotMove(ctx: Ctx, state: GameState, u: UnitState, occ?: Occupancy): Refusal | null {
  const { map } = ctx
  if (isGameOver(state) || state.phase !== 'movement') {
    return notMovementPhase()
  }
  if (u.side !== state.side) {
    return notPhasingSide()
  }
  if (u.status !== 'active' || u.hex === null) {
    return refuse('UNIT.1', 'unit.not-on-map')
  }
  if (u.type === 'artillery' && !u.limbered) {
    return refuse('MOVE.7', 'move.unlimbered')
  }
  if (u.type !== 'cavalry') {
    const o = occ ?? derived(ctx, state).occ
    const zoc = zocMap(ctx, o, otherSide(u.side))
    if (zoc[hexId(map, u.hex)] && u.hex === u.phaseStartHex) {
      return refuse('ZOC.4', 'move.zoc-start')
    }
    if (zoc[hexId(map, u.hex)]) {
      return refuse('ZOC.4', 'move.zoc-stopped')
    }
  }
  return null
}

/** MOVE.6: the extra MP a battery gets when it starts its move on a road hex. */
function roadBonus(map: GameMap, u: UnitState): number {
  if (u.type !== 'artillery' || u.phaseStartHex === null) return 0
  return map.roadHex[hexId(map, u.phaseStartHex)] ? 1 : 0
}

export interface MoveBudget {
  /** MP left without the road bonus (MOVE.1). */
  plain: number
  /** MP left if the move ends on a road hex (MOVE.6). */
  budget: number
}

/** What a unit may still spend this phase; a refusal when it may not move at all. */
export function unitBudget(
  ctx: Ctx,
  state: GameState,
  unitId: string,
  occ?: Occupancy,
): Answer<{ budget: MoveBudget; unit: OnMapUnit }> {
  const { map } = ctx
  const u = own(state.units, unitId)
  if (!u) return refused(unknownUnit(unitId))
  const why = whyUnitCannotMove(ctx, state, u, occ)
  if (why) return refused(why)
  const plain = movementAllowance(u) - u.mpSpent
  // whyUnitCannotMove refuses a unit off the map.
  return { ok: true, budget: { plain, budget: plain + roadBonus(map, u) }, unit: placed(u) }
}

/** Every hex the unit can reach this phase with its cost and cheapest path; the reason when it cannot move. */
export function unitReach(
  ctx: Ctx,
  state: GameState,
  unitId: string,
  occ?: Occupancy,
  buffers?: ReachBuffers,
): Answer<{ reach: Reach }> {
  const { map } = ctx
  const o = occ ?? derived(ctx, state).occ
  const b = unitBudget(ctx, state, unitId, o)
  if (!b.ok) return b
  const u = b.unit
  const enemyZoc = u.type === 'cavalry' ? null : zocMap(ctx, o, otherSide(u.side))
  return {
    ok: true,
    reach: reach(
      ctx,
      {
        occ: o,
        enemyZoc,
        mover: u.type,
        side: u.side,
        origin: hexId(map, u.hex),
        budget: b.budget.budget,
        plainBudget: b.budget.plain,
      },
      buffers,
    ),
  }
}

export function commanderReach(
  ctx: Ctx,
  state: GameState,
  c: CommanderState,
  occ?: Occupancy,
  buffers?: ReachBuffers,
): Reach {
  const { map } = ctx
  const o = occ ?? derived(ctx, state).occ
  const budget = COMMANDER_MP - c.mpSpent
  return reach(
    ctx,
    {
      occ: o,
      enemyZoc: null,
      mover: 'commander',
      side: c.side,
      // A commander off the map has no hex id (-1) and so reaches nothing.
      origin: c.hex === null ? -1 : hexId(map, c.hex),
      budget,
      plainBudget: budget,
      commander: true,
    },
    buffers,
  )
}
