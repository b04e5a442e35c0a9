// Whether a commander's unit stands with its army or apart from it: a pocket the enemy's cavalry can close.
import { hexId } from '../engine'
import { distance } from '../engine/ai'
import type { Board } from './board'

/** A hex a commander could end his move in, its score, and what the isolation rule needs of it. */
export interface Choice {
  h: number
  s: number
  /** With a unit the enemy can reach or must fight, or alone where the enemy can come next to him. */
  risky: boolean
  /** Points his score loses for a unit standing apart from its army (isolation). */
  iso: number
}

/**
 * With a unit that has fewer than SUPPORT others of its side within SUPPORT_RANGE hexes: ISOLATED points less for
 * each one short. Far from the enemy such a unit looks safe, but his cavalry rides round it and the pocket closes in
 * one move. Over 60 Normal games, of about 14,800 placements of a Russian commander out of the French reach, 20 left
 * him with no hex out of that reach at his next move; 18 of them were with a unit that had at most two others within
 * five hexes (1.6% of such placements, against 0.01% of the rest), most in the map's south-east corner.
 */
const ISOLATED = 0.5
const SUPPORT = 6
const SUPPORT_RANGE = 5
/** Only this many hexes or more from the enemy: nearer, the danger model sees what he can do to the unit. */
const SUPPORT_BEHIND = 4

/**
 * The points a commander out of the enemy's reach (with a unit or alone) loses for standing apart from his side's
 * units, hex by hex, on the board as the plan left it (`b`), for all its commanders: their moves change nothing of
 * it. Each hex is counted when first asked.
 */
export function isolationTable(b: Board): (h: number) => number {
  const own = b.occ.units.filter((u) => u.side === b.side).map((u) => hexId(b.map, u.hex))
  const memo = new Float32Array(b.map.geo.codes.length).fill(-1)
  return (h) => {
    if (memo[h]! < 0)
      memo[h] = b.enemyDist[h]! < SUPPORT_BEHIND ? 0 : ISOLATED * Math.max(0, SUPPORT - support(b, own, h))
    return memo[h]!
  }
}

/**
 * Takes each choice's isolation points off its score, never so far that it falls below a risky choice it ranked
 * above: apart from the army is less safe than with it, never less safe than where the enemy can reach. Choices held
 * up so keep their order.
 */
export function applyIsolation(scored: Choice[]): void {
  const risky = scored.filter((x) => x.risky).map((x) => x.s)
  for (const x of scored) {
    if (x.iso <= 0) continue
    let floor = -Infinity
    for (const r of risky) if (r < x.s && r > floor) floor = r
    x.s = floor === -Infinity ? x.s - x.iso : Math.max(x.s - x.iso, floor + 0.01 * (x.s - floor))
  }
}

/** How many other units of the side (their hex ids) stand within SUPPORT_RANGE hexes of hex `h`, up to SUPPORT. */
function support(b: Board, own: readonly number[], h: number): number {
  let n = 0
  for (const x of own) if (x !== h && distance(b.map.geo, h, x) <= SUPPORT_RANGE && ++n >= SUPPORT) break
  return n
}
