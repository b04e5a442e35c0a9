// Where the enemy's batteries can fire in his next phase once they have moved: limbered (2 MP for an unlimbered one),
// moved and unlimbered where they stop (MOVE.7; batteryFire.ts), each shot read with its line of fire (ART.3), where
// the influence map only projects a battery's range.
// For commanders: a unit destroyed by fire with an enemy unit next to it takes its commanders with it (CMD.5), and
// fire needs no way to come next to the unit (a unit in a forest cannot be attacked, CBT.4, but can be shot). In one
// Hard game a French horse battery that moved up and fired took four Russian commanders this way, each with a unit the
// board called out of the French reach.
import { Movement, movementAllowance, type UnitState } from '../engine'
import { currentStrength, distance, fireCheckHexes, rangeModifier, reachBuffers } from '../engine/ai'
import { firingHexes } from './batteryFire'
import { terrainDefence, type Board } from './board'
import { type Influence } from './influence'
import { BROUGHT, defenderOdds, retreatRoom, roomless } from './position'

/** The longest range (ART.2: from level 3 onto level 1). */
const MAX_RANGE = 4

/** One enemy battery that could fire on a hex next phase, and from how near. */
export interface Shot {
  strength: number
  range: number
}

export interface FireReach {
  /** The enemy batteries that can fire on hex `h` in his next phase, each from the nearest hex it can reach. */
  on(h: number): readonly Shot[]
  /**
   * Whether an enemy unit, a battery too, stands next to `h` or can end its next move there, across rivers and into
   * forests too.
   */
  nextTo(h: number): boolean
  /**
   * Hexes farther than this from every enemy unit are out of his batteries' fire next phase: the most MP one of them
   * has, a road's point more (MOVE.6) and the longest range. Spares the rear the batteries' search.
   */
  outOfFire: number
}

/**
 * The enemy's batteries' reach as the board's units stand (its side is ours), `enemyReach` his influence on the same
 * units. Computed on the first question, hexes kept as they are asked: most plans never ask.
 */
export function enemyFireReach(b: Board, enemyReach: Influence): FireReach {
  let batteries: { strength: number; ends: number[] }[] | null = null
  const kept = new Map<number, Shot[]>()
  let mp = 0
  for (const u of b.occ.units) if (u.side === b.enemy && u.type === 'artillery') mp = Math.max(mp, movementAllowance(u))
  return {
    outOfFire: mp + 1 + MAX_RANGE,
    on(h) {
      let shots = kept.get(h)
      if (shots) return shots
      batteries ??= batteryEnds(b)
      shots = []
      for (const bat of batteries) {
        let best = 0
        for (const e of bat.ends) {
          const d = distance(b.map.geo, e, h)
          if (d < 1 || d > MAX_RANGE || (best > 0 && d >= best)) continue
          if (fireCheckHexes(b.ctx, e, h).ok) best = d
        }
        if (best > 0) shots.push({ strength: bat.strength, range: best })
      }
      kept.set(h, shots)
      return shots
    },
    nextTo(h) {
      return b.enemyDist[h]! <= 1 || enemyReach.approach[h] === 1
    },
  }
}

/** Each enemy battery's strength in action and the hexes it can fire from next phase (where it stands included). */
function batteryEnds(b: Board): { strength: number; ends: number[] }[] {
  const ctx = b.ctx
  // Our zones as our units now stand (a planned board's occupancy): a battery in one cannot move (ZOC.4), and one
  // that enters one stops there.
  const zoc = Movement.zocMap(ctx, b.occ, b.side)
  const tables = reachBuffers(ctx)
  const out: { strength: number; ends: number[] }[] = []
  for (const u of b.occ.units) {
    if (u.side !== b.enemy || u.type !== 'artillery') continue
    const ends = firingHexes(ctx, b.occ, u, b.enemy, zoc, tables)
    out.push({ strength: u.front.strength, ends })
  }
  return out
}

/**
 * The chance that `u` at `h` is destroyed by the enemy's fire in his next phase with an enemy unit next to it, so
 * that a commander with it is captured (CMD.5): an enemy unit next to it, or one that can come there, or a battery
 * that fires from there. `help`: the rating of a commander of its command with it (CMD.1 defence, CMD.2 hold).
 */
export function fireCaptureChance(b: Board, fire: FireReach, u: UnitState, h: number, help: number): number {
  if (b.enemyDist[h]! > fire.outOfFire) return 0
  const shots = fire.on(h)
  if (shots.length === 0 || !(fire.nextTo(h) || shots.some((s) => s.range === 1))) return 0
  let strength = 0
  for (const s of shots) strength += s.strength + rangeModifier(u, s.range)
  const def = currentStrength(u) + terrainDefence(b.map, h) + help
  const diff = Math.round(strength * BROUGHT - def)
  return defenderOdds(diff, roomless(retreatRoom(b, h, u.id)), help).pLoss
}
