// How good a hex is for one unit: danger from the enemy's projected strength, terrain, support,
// the pull to the front (French) or to the line and threatened sectors (Russians).
import type { Side, UnitState } from '../engine'
import { currentStrength, distance, resultOdds } from '../engine/ai'
import { friendsAround, keyTerrain, meleeableEnemies, terrainDefence, type Board } from './board'
import type { Rand } from '../core'
import { objectiveScore } from './objectives'
import { gauss } from './rand'
import { WEIGHTS } from './types'

/** A unit's loss in a pocket, in its strength: what standing cut off costs beyond the next phase's danger. */
const POCKET = 0.5

/** Of what the enemy could bring against a hex, the share counted: not every unit or battery that could come will. */
export const BROUGHT = 0.7

/** Expected weighted loss of `u` standing at `h` if the enemy brings what it can next to it. */
export function danger(b: Board, u: UnitState, h: number, side: Side = u.side, help = 0, brought = BROUGHT): number {
  const o = dangerOdds(b, u, h, side, help, brought)
  const w = WEIGHTS[side]
  return (o.pLoss * w.ownLoss + o.pDem * w.ownDemoralized) * u.front.strength
}

/**
 * The odds behind `danger`: the chance that `u` at `h` is destroyed (DE, EX, or defeated with no empty ground
 * behind it to retreat into, CBT.9–10) or only demoralized, if the enemy brings what it can next to it. `help`
 * is the rating of a commander of its command stacked with it: added to its defence (CMD.1), and his chance to
 * hold it in place (CMD.2). `brought`: the share of what the enemy could bring that is counted (BROUGHT).
 */
export function dangerOdds(
  b: Board,
  u: UnitState,
  h: number,
  side: Side = u.side,
  help = 0,
  brought = BROUGHT,
): DangerOdds {
  const enemy = side === 'fr' ? 'ru' : 'fr'
  const threat = b.threat[enemy][h]! // h is a hex id: the map has a threat for every hex
  if (threat <= 0) return NO_DANGER
  const def = currentStrength(u) + terrainDefence(b.map, h) + help
  // Not every unit that could come will come, and the enemy must keep its own line; nor more than can stand next
  // to the hex at once. An unlimbered battery is +4 against an attack with infantry only (CBT.6): the enemy
  // brings all he can against it +4, or his cavalry and guns alone against it as it is, whichever is worse for it
  // (each discounted alike: infantry that could come adds nothing to what the cavalry alone would do).
  const all = Math.min(threat * brought, b.bound[enemy][h]!) - def
  const gunsUp = u.type === 'artillery' && !u.limbered
  const mounted = gunsUp ? Math.min(b.cavalry[enemy][h]! * brought, b.mounted[enemy][h]!) - def : 0
  const diff = Math.round(gunsUp ? Math.max(all - 4, mounted) : all)
  // A defeated unit dies when it cannot retreat (CBT.9–10): what counts is empty ground behind it.
  return defenderOdds(diff, roomless(retreatRoom(b, h, u.id)), help)
}

/**
 * At this differential: the chance that the defender is destroyed (DE, EX, or D1/D2 with no room, `blocked` the
 * chance of that) or only demoralized, a commander of its command of rating `help` holding it in place (CMD.2).
 */
export function defenderOdds(diff: number, blocked: number, help: number): DangerOdds {
  const moved = 1 - help / 6
  let pLoss = 0
  let pDem = 0
  for (const o of resultOdds(diff)) {
    if (o.result === 'DE' || o.result === 'EX') pLoss += o.probability
    if (o.result === 'D1' || o.result === 'D2') {
      pLoss += o.probability * blocked * moved
      pDem += o.probability * (1 - blocked) * moved
    }
  }
  return { pLoss, pDem }
}

export interface DangerOdds {
  pLoss: number
  pDem: number
}
const NO_DANGER: DangerOdds = { pLoss: 0, pDem: 0 }

/** The chance that a unit with this many empty hexes behind it cannot complete a retreat (CBT.9–10). */
export function roomless(room: number): number {
  return room === 0 ? 0.8 : room === 1 ? 0.4 : 0.15
}

/**
 * Empty neighbours of `h` farther from the enemy and outside its zone: where a retreat could go. When the Russians
 * judge their own units (`Board.rearClosable`), a hex the enemy can come next to in its next phase does not count:
 * the French set-ups close retreat routes on purpose (attackSetup.ts), an enemy unit ending next to it puts it in
 * the enemy's zone (ZOC.1), and behind an unbroken line only cavalry gets there. Units only (Board.contact): a
 * battery in range of a hex does not close it. Counted half they left Normal's
 * Russian loss at 62.5%, a quarter gave 58.4%, not counting them 55.7% (docs/balance.md, Defence as a plan).
 */
export function retreatRoom(b: Board, h: number, self?: string): number {
  let n = 0
  for (let k = 0; k < 6; k++) {
    // h and r are hex ids (k < 6); unitAt holds -1 or an index into occ.units for every hex.
    const r = b.map.geo.neighbor[h * 6 + k]!
    if (r < 0 || b.enemyDist[r]! <= b.enemyDist[h]! || b.zoc[b.enemy][r]) continue
    if (b.rearClosable && b.contact[b.enemy][r]! > 0) continue
    const i = b.occ.unitAt[r]!
    if (i >= 0 && b.occ.units[i]!.id !== self) continue
    n++
  }
  return n
}

/** Friendly units in closer contact next to `h`: a unit here would fill their retreat room. */
function blocksFriends(b: Board, h: number, self: string): number {
  let n = 0
  for (let k = 0; k < 6; k++) {
    // h and r are hex ids (k < 6); unitAt holds -1 or an index into occ.units for every hex.
    const r = b.map.geo.neighbor[h * 6 + k]!
    if (r < 0) continue
    const i = b.occ.unitAt[r]!
    if (i < 0) continue
    const f = b.occ.units[i]!
    if (f.side === b.side && f.id !== self && b.enemyDist[r]! <= 2 && b.enemyDist[r]! < b.enemyDist[h]!) n++
  }
  return n
}

export interface PositionContext {
  /** Hexes of enemy units that a committed attack will hit this phase. */
  committedTargets: Set<number>
  /** French: attraction of each hex towards weak points of the enemy line. */
  weakPull: Float32Array | null
  /** Russians: how much each hex behind an endangered friend needs a reserve. */
  reserveNeed?: Float32Array | null
  drive: number
  /** Weight of the danger term (1 for the levels; the plan search varies it). */
  caution: number
  /** Russians: how far from the enemy their line stands this phase (frontLine.ts); 0 or absent when none. */
  front?: number
}

/**
 * A unit's own misreading of the position (Easy, PlanParams.misjudge): the weight of its danger and its pull forward,
 * each scaled by a factor drawn once for the unit (log-normal around 1, `sd` its logarithm's deviation).
 */
export function misread(pc: PositionContext, sd: number, rand: Rand): PositionContext {
  return { ...pc, caution: pc.caution * Math.exp(sd * gauss(rand)), drive: pc.drive * Math.exp(sd * gauss(rand)) }
}

/** What a Russian unit or battery loses for each hex it stands in front of its line (frontLine.ts). */
export const AHEAD_OF_LINE = 1

/** The score of `u` ending its move at `h` (higher is better); `origin` gets a small bonus for staying. */
export function positionScore(b: Board, pc: PositionContext, u: UnitState, h: number, origin: number): number {
  const side = u.side
  const map = b.map
  const odds = dangerOdds(b, u, h)
  const w = WEIGHTS[side]
  const dgr = (odds.pLoss * w.ownLoss + odds.pDem * w.ownDemoralized) * u.front.strength
  let s = -dgr * (side === 'ru' ? 1.1 : 0.7) * pc.caution
  const enemyNear = meleeableEnemies(b.ctx, b.occ, side, h)
  const inZoc = b.zoc[b.enemy][h] === 1 && u.type !== 'artillery'
  if (inZoc && enemyNear.length && !u.demoralized) {
    // CBT.3: ending here forces an attack; fine next to a target already being attacked.
    const joins = enemyNear.some((e) => pc.committedTargets.has(b.hexOf(e)))
    if (!joins) s -= u.front.strength * (side === 'ru' ? 0.6 : 0.35)
  }
  const d = b.enemyDist[h]! // h is a hex id: every hex has a distance
  if (side === 'ru') {
    // Good ground is worth holding only by a unit that survives on it: one that would be destroyed standing
    // (surrounded, no room to retreat) pulls back to a line it can hold.
    s += (0.8 * keyTerrain(map, h) + 0.4 * terrainDefence(map, h)) * (1 - odds.pLoss)
    s += 0.5 * Math.min(2, friendsAround(b, h, side, u.id))
    // Reserves close up behind the front: just out of contact, not far back.
    s -= pc.drive * 0.35 * Math.max(0, d - (pc.front || 3))
    if (pc.front && !u.demoralized) s -= AHEAD_OF_LINE * Math.max(0, pc.front - d)
    if (u.demoralized) s -= 0.5 * Math.max(0, 4 - d)
    else if (pc.reserveNeed) s += pc.drive * 0.5 * Math.min(4, pc.reserveNeed[h]!)
    // Cut off from the rear (pocket.ts): no retreat, and every turn there the enemy closes in.
    if (b.cutOff?.[h]) s -= POCKET * u.front.strength
  } else {
    s += 0.2 * terrainDefence(map, h)
    s -= pc.drive * 0.6 * Math.max(0, d - 2)
    if (pc.weakPull) s += pc.drive * 0.4 * pc.weakPull[h]!
    s += 0.2 * Math.min(2, friendsAround(b, h, side, u.id))
    if (u.demoralized) s -= 0.8 * Math.max(0, 4 - d)
  }
  s -= (side === 'ru' ? 1.2 : 0.6) * blocksFriends(b, h, u.id)
  s += objectiveScore(b.ctx, b.state, side, h, odds.pLoss)
  if (h === origin) s += 0.3
  return s
}

/**
 * French attraction to weak points: enemy units the French can outnumber near them, on poor
 * ground, demoralized, are worth approaching; strong points less so.
 */
export function weakPoints(b: Board): Float32Array {
  const n = b.map.geo.n
  const out = new Float32Array(n).fill(-99)
  const soft: Array<{ h: number; v: number }> = []
  for (const e of b.occ.units) {
    if (e.side !== b.enemy) continue
    const eh = b.hexOf(e)
    const def = currentStrength(e) + terrainDefence(b.map, eh) + (e.type === 'artillery' && !e.limbered ? 3 : 0)
    const v =
      0.15 * (b.threat[b.side][eh]! - 1.5 * def - 0.5 * b.threat[b.enemy][eh]!) + // eh: an on-map unit's hex id
      (e.demoralized ? 2 : 0) +
      0.1 * e.front.strength
    soft.push({ h: eh, v })
  }
  for (let h = 0; h < n; h++) {
    let best = -4
    for (const s of soft) {
      const d = distance(b.map.geo, h, s.h)
      if (d <= 8) best = Math.max(best, s.v - 0.5 * d)
    }
    out[h] = best
  }
  return out
}

/**
 * Russians: reserves belong behind threatened sectors. Every hex one to three hexes behind a
 * friendly unit in danger gets that danger, fading with distance.
 */
export function reserveNeed(b: Board): Float32Array {
  const n = b.map.geo.n
  const out = new Float32Array(n)
  for (const f of b.occ.units) {
    if (f.side !== b.side || f.type === 'artillery') continue
    const hf = b.hexOf(f)
    const d = danger(b, f, hf)
    if (d < 0.5) continue
    for (let h = 0; h < n; h++) {
      // h < n and hf (an on-map unit's hex) are hex ids: every hex has a distance.
      if (b.enemyDist[h]! <= b.enemyDist[hf]! || b.enemyDist[h]! < 2) continue
      const x = distance(b.map.geo, h, hf)
      if (x >= 1 && x <= 3) out[h]! += d / (1 + x)
    }
  }
  return out
}
