// Where a battery can fire from next phase, for the influence maps (board.ts): its own hex (unlimbering is free), or
// any hex it can reach after limbering (MOVE.7: 2 MP, then it moves, unlimbers and fires the same phase). Counted only
// where it stood, a unit in a forest (no melee into it, CBT.4) next to the enemy with no room to retreat looked safe
// until the guns moved up and every D result destroyed it (a wargamer's game against Hard: a pocket lost 27 points
// and three commanders).
import { hexId, movementAllowance, type Ctx, type Side } from '../engine'
import { distance, LIMBER_MP, reach, type Occupancy, type OnMapUnit, type ReachBuffers } from '../engine/ai'

/** Fire by range (1–3 hexes), the share of the battery's strength counted at each. */
const AT_RANGE = [0, 1, 0.8, 0.5] as const
/** A battery that must move first to fire: not every one will (it leaves what it covers now). */
const MOVED = 0.7

/** Scratch tables for `addBatteryFire`, one set per map, reused battery after battery. */
export interface FireScratch {
  best: Float32Array
  seen: Int32Array
  depth: Uint8Array
  ring: Int32Array
  stamp: number
}

export function fireScratch(n: number): FireScratch {
  return {
    best: new Float32Array(n),
    seen: new Int32Array(n).fill(-1),
    depth: new Uint8Array(n),
    ring: new Int32Array(n),
    stamp: 0,
  }
}

/**
 * Where battery `u` of `side` can fire from next phase: its own hex (unlimbering is free) and every hex it can reach
 * after limbering (MOVE.7; MOVE.6's road point for a move that starts and ends on a road), unless it stands in an
 * enemy zone and cannot drive off (ZOC.4). `enemyZoc`: the zones of the side it would fire at. Its own hex first.
 */
export function firingHexes(
  ctx: Ctx,
  occ: Occupancy,
  u: OnMapUnit,
  side: Side,
  enemyZoc: Uint8Array,
  tables: ReachBuffers,
): number[] {
  const origin = hexId(ctx.map, u.hex)
  const plain = movementAllowance(u) - (u.limbered ? 0 : LIMBER_MP)
  const budget = plain + (ctx.map.roadHex[origin] ? 1 : 0)
  const ends = [origin]
  if (budget > 0 && !enemyZoc[origin]) {
    const q = { occ, enemyZoc, mover: 'artillery' as const, side, origin, budget, plainBudget: plain }
    for (const e of reach(ctx, q, tables).ends) if (e !== origin) ends.push(e)
  }
  return ends
}

/**
 * Adds to `fire` what battery `u` could fire at each hex next phase: its strength times the best range share over the
 * hexes it could fire from (`ends`, from `firingHexes`: its own hex first, those it must move to first by MOVED). Line
 * of fire (ART.3) is not read here: the influence map is a projection (fireReach.ts reads it where a commander's fate
 * hangs on it).
 */
export function addBatteryFire(
  ctx: Ctx,
  u: OnMapUnit,
  ends: readonly number[],
  scratch: FireScratch,
  fire: Float32Array,
): void {
  const { map } = ctx
  const touched: number[] = []
  // Every hex within 3 of `from`, breadth first over the map's neighbours (a stamp marks those seen).
  const cover = (from: number, weight: number): void => {
    const st = ++scratch.stamp
    const { ring, depth } = scratch
    let head = 0
    let tail = 0
    ring[tail++] = from
    scratch.seen[from] = st
    depth[from] = 0
    while (head < tail) {
      const x = ring[head++]!
      const d = depth[x]!
      if (d >= 1) {
        const v = AT_RANGE[d as 1 | 2 | 3] * weight
        if (scratch.best[x] === 0) touched.push(x)
        if (v > scratch.best[x]!) scratch.best[x] = v
      }
      if (d === 3) continue
      for (let k = 0; k < 6; k++) {
        const y = map.geo.neighbor[x * 6 + k]! // x is a hex id, k < 6
        if (y < 0 || scratch.seen[y] === st) continue
        scratch.seen[y] = st
        depth[y] = d + 1
        ring[tail++] = y
      }
    }
  }
  const [here, ...moved] = ends
  cover(here!, 1)
  for (const e of moved) cover(e, MOVED)
  for (const x of touched) {
    fire[x]! += u.front.strength * scratch.best[x]!
    scratch.best[x] = 0
  }
}

/**
 * Adds battery `u`'s fire from where it stands only, a limbered one at half (it must unlimber first): how Easy reads
 * the guns (PlanParams.gunsMove false).
 */
export function addStandingFire(ctx: Ctx, u: OnMapUnit, fire: Float32Array): void {
  const { geo } = ctx.map
  const h = hexId(ctx.map, u.hex)
  const s = u.front.strength * (u.limbered ? 0.5 : 1)
  for (let x = 0; x < geo.n; x++) {
    const d = distance(geo, h, x)
    if (d >= 1 && d <= 3) fire[x]! += s * AT_RANGE[d as 1 | 2 | 3]
  }
}
