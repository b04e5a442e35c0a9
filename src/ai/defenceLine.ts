// Defence as a plan: the line our units form in front of the enemy, the gaps in it, and who closes them.
// Most Russian losses are units defeated with no empty ground behind them (CBT.9–10, docs/balance.md): an enemy
// unit that steps into a one-hex gap of a line stands next to both neighbours and its zone (ZOC.1) covers the
// ground behind them. A gap is closed by a free unit (a reserve first) that does not open another one leaving.
import { Movement, derived, type UnitState } from '../engine'
import { distance, exertsZoc, reachBuffers, type Occupancy } from '../engine/ai'
import { hexOfUnit, type Board } from './board'
import { dangerOdds } from './position'
import { WEIGHTS } from './types'
import { moveTo, type Work } from './work'

/**
 * How many separate runs of our line units stand around `h` (its ring of six neighbours); `without` is a hex to
 * count as empty and `with` one to count as held (a unit leaving one and entering the other).
 */
export function lineArcs(b: Board, occ: Occupancy, h: number, without = -1, with_ = -1): number {
  const ring: boolean[] = []
  for (let k = 0; k < 6; k++) {
    const t = b.map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
    if (t < 0 || t === without) ring.push(false)
    else if (t === with_) ring.push(true)
    else {
      const i = occ.unitAt[t]! // -1 or an index into occ.units for every hex id
      ring.push(i >= 0 && occ.units[i]!.side === b.side && exertsZoc(occ.units[i]!))
    }
  }
  let arcs = 0
  for (let k = 0; k < 6; k++) if (ring[k] && !ring[(k + 5) % 6]) arcs++
  return arcs
}

/**
 * Whether an empty `h` is a gap of our line the enemy can use: it lies between two runs of our line units and
 * enemy units (not only their batteries' fire) can come next to it in their next phase, but none is next to it now
 * (a unit ending next to an enemy unit is in contact, not closing a gap: it may have to attack, CBT.3).
 */
export function isGap(b: Board, occ: Occupancy, h: number, without = -1, with_ = -1): boolean {
  if (b.enemyDist[h]! < 2 || b.contact[b.enemy][h]! <= 0) return false // h is a hex id
  // A hex behind one of our units is its retreat ground (CBT.10), not a gap: filling it would block the retreat.
  for (let k = 0; k < 6; k++) {
    const t = b.map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
    if (t < 0 || t === without || b.enemyDist[t]! >= b.enemyDist[h]!) continue
    const i = occ.unitAt[t]! // -1 or an index into occ.units for every hex id
    if ((i >= 0 && occ.units[i]!.side === b.side) || t === with_) return false
  }
  return lineArcs(b, occ, h, without, with_) >= 2
}

export interface Gap {
  hex: number
  /** How much the enemy could bring next to it: the most threatened gap is closed first. */
  threat: number
}

/** The gaps of our line on the scratch state's occupancy, most threatened first. */
export function lineGaps(b: Board, occ: Occupancy): Gap[] {
  const out: Gap[] = []
  for (let h = 0; h < b.map.geo.n; h++) {
    if (occ.unitAt[h]! >= 0 || !isGap(b, occ, h)) continue // h < n is a hex id
    out.push({ hex: h, threat: b.threat[b.enemy][h]! })
  }
  return out.sort((x, y) => y.threat - x.threat || x.hex - y.hex)
}

/** Whether `u` leaving `origin` for `to` would leave a gap behind (at its hex or next to it). */
export function opensGap(b: Board, occ: Occupancy, origin: number, to: number): boolean {
  if (isGap(b, occ, origin, origin, to)) return true
  for (let k = 0; k < 6; k++) {
    const t = b.map.geo.neighbor[origin * 6 + k]! // origin is a hex id, k < 6
    if (t >= 0 && t !== to && occ.unitAt[t]! < 0 && isGap(b, occ, t, origin, to) && !isGap(b, occ, t)) return true
  }
  return false
}

/**
 * A unit goes into a gap only where its chance to be destroyed is at most this: plugging gaps with units at up to
 * even odds of destruction cost the Russians 3–6 points of loss (100 Normal games), at a quarter it costs nothing.
 */
const MAX_GAP_LOSS = 0.25

/**
 * Closes the line's gaps, most threatened first: each with the free unit that stands there in least danger, a
 * reserve before a line unit, never one whose leaving opens another gap. Returns the units moved. Danger is judged
 * on the board the phase began with (`b`), as every other move of the plan is; the line itself on the scratch state.
 */
export function closeGaps(b: Board, w: Work, candidates: readonly UnitState[]): Set<string> {
  const used = new Set<string>()
  const map = b.map
  const weights = WEIGHTS[b.side]
  const buffers = reachBuffers(w.ctx)
  for (let round = 0; round < 12; round++) {
    const occ = derived(w.ctx, w.s).occ
    // Where each candidate can end this round: searched once, when first needed (the state changes only when a
    // gap is closed, which ends the round).
    const ends = new Map<string, Uint8Array | null>()
    const canEnd = (u: UnitState, h: number): boolean => {
      let e = ends.get(u.id)
      if (e === undefined) {
        const r = Movement.unitReach(w.ctx, w.s, u.id, occ, buffers)
        e = r.ok ? r.reach.canEnd.slice() : null // the buffers are reused by the next search
        ends.set(u.id, e)
      }
      return !!e && e[h] === 1
    }
    let closed = false
    for (const g of lineGaps(b, occ)) {
      let best: UnitState | null = null
      let bestCost = Infinity
      for (const c of candidates) {
        if (used.has(c.id) || c.type === 'artillery' || c.demoralized) continue
        const u = w.s.units[c.id]! // the scratch state has every unit of the state it started from
        const origin = hexOfUnit(map, u)
        if (distance(map.geo, origin, g.hex) > u.front.mp) continue
        const odds = dangerOdds(b, u, g.hex)
        if (odds.pLoss > MAX_GAP_LOSS) continue
        // A unit already in the line (next to the enemy's reach) is worth more where it stands.
        const cost =
          (odds.pLoss * weights.ownLoss + odds.pDem * weights.ownDemoralized) * u.front.strength -
          0.1 * u.front.strength +
          (b.contact[b.enemy][origin]! > 0 ? 0.5 : 0)
        if (cost >= bestCost) continue
        if (opensGap(b, occ, origin, g.hex) || !canEnd(u, g.hex)) continue
        best = u
        bestCost = cost
      }
      if (best && moveTo(w, best, g.hex)) {
        used.add(best.id)
        closed = true
        break // the line has changed: find its gaps again
      }
    }
    if (!closed) break
  }
  return used
}

/** What leaving a hex that then becomes a gap costs a line unit, and what closing one is worth, in weighted points. */
const OPEN_GAP = 0.6
const CLOSE_GAP = 0.4

/**
 * For a unit at `origin` choosing where to end its move: a score term per hex for keeping the line whole — a
 * cost for a move that leaves a gap behind it, a bonus for one that closes a gap. The bonus is not limited to the
 * odds closeGaps accepts (MAX_GAP_LOSS): the unit's own danger is already in its score, and limiting it too cost
 * the Russians 3 points of loss (Normal against Normal, 100 games: 55.7% against 52.9%).
 */
export function lineKeeper(b: Board, occ: Occupancy, origin: number): (h: number) => number {
  // Leaving for a hex three or more away from the origin leaves the same line behind: counted once.
  const leaves = opensGap(b, occ, origin, -1) ? -OPEN_GAP : 0
  return (h) => {
    if (h === origin) return 0
    const near = distance(b.map.geo, origin, h) <= 2
    const leave = near ? (opensGap(b, occ, origin, h) ? -OPEN_GAP : 0) : leaves
    return leave + (isGap(b, occ, h, origin) ? CLOSE_GAP : 0)
  }
}
