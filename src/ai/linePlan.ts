// Step 4 of the movement plan: every unit not set up for an attack, closing a gap or holding the opening line, to the
// best hex it can reach; for the Russians, judged on the board as their line will stand, and their batteries placed
// behind it.
import { derived, Movement, type UnitState } from '../engine'
import { type Rand } from '../core'
import { hexOfUnit, type Board } from './board'
import { influenceOf } from './influence'
import { placeBatteriesAfterLine } from './batteryPlan'
import { lineKeeper } from './defenceLine'
import { boardAsPlanned } from './planBoard'
import { misread, positionScore, type PositionContext } from './position'
import type { PlanParams } from './types'
import { moveTo, Work } from './work'

/**
 * Each unit to the best hex it can reach, in the order given. `judge` is the board its hexes are judged on (danger,
 * retreat room, friends), `b` the phase's (the line's gaps); `reads`, each unit's own reading of the position where it
 * has one (misreadings).
 */
export function placeRest(
  b: Board,
  judge: Board,
  w: Work,
  rest: readonly UnitState[],
  pc: PositionContext,
  reads: ReadonlyMap<string, PositionContext>,
): void {
  const { ctx, map } = b
  for (const u0 of rest) {
    const u = w.s.units[u0.id]! // the scratch state has every unit of the state it started from
    const origin = hexOfUnit(map, u)
    const r = Movement.unitReach(ctx, w.s, u.id)
    if (!r.ok) continue
    const line = b.side === 'ru' ? lineKeeper(b, derived(ctx, w.s).occ, origin) : null
    const upc = reads.get(u0.id) ?? pc
    let bestH = origin
    let bestS = positionScore(judge, upc, u, origin, origin)
    for (const h of r.reach.ends) {
      const sc = positionScore(judge, upc, u, h, origin) + (line ? line(h) : 0)
      if (sc > bestS) {
        bestS = sc
        bestH = h
      }
    }
    if (bestH !== origin) moveTo(w, u, bestH)
  }
}

/**
 * The Russian line, then its batteries behind it. Judged only on the board the phase began with, a unit's retreat
 * room counted ground its friends were about to fill, and the enemy's reach stopped at zones its friends were about
 * to take away: as the line stepped back, units were left with no room behind them, or in front. So the line is
 * planned twice: once on the phase's board, then again with every hex judged on the worse of that board and the
 * board as the first plan left it (our units where they went, the enemy's reach through their new zones). The worse
 * of the two, because the first plan's board counts the reach shut by the unit's own zone where the first plan put
 * it, which it may leave. Normal against Normal, 60 games: Russian loss 45.6% before, 38.1% with this.
 */
export function placeLine(
  b: Board,
  w: Work,
  rest: readonly UnitState[],
  batteries: readonly string[],
  pc: PositionContext,
  params: PlanParams,
  rand: Rand,
): void {
  const trial = new Work(w.ctx, w.s)
  // Each unit misjudges the same way in both placements (Easy): it is one reading of the position.
  const reads = misreadings(rest, pc, params, rand)
  placeRest(b, b, trial, rest, pc, reads)
  const judge = worseOf(b, boardAsPlanned(b, trial.s, influenceOf(b.ctx, trial.s, b.enemy, b.gunsMove)))
  placeRest(b, judge, w, rest, pc, reads)
  placeBatteriesAfterLine(b, w, batteries, params, pc.front)
}

/** The enemy's reach on `planned`, hex by hex the greater of it and `b`'s. */
function worseOf(b: Board, planned: Board): Board {
  const e = b.enemy
  const mx = (x: Float32Array, y: Float32Array): Float32Array => x.map((v, i) => Math.max(v, y[i]!))
  return {
    ...planned,
    threat: { ...planned.threat, [e]: mx(b.threat[e], planned.threat[e]) },
    contact: { ...planned.contact, [e]: mx(b.contact[e], planned.contact[e]) },
    bound: { ...planned.bound, [e]: mx(b.bound[e], planned.bound[e]) },
    mounted: { ...planned.mounted, [e]: mx(b.mounted[e], planned.mounted[e]) },
    cavalry: { ...planned.cavalry, [e]: mx(b.cavalry[e], planned.cavalry[e]) },
  }
}

/** Each unit's own reading of the position, drawn once (Easy's misjudgement, PlanParams.misjudge); none at the
 *  other levels, which draw nothing here. */
export function misreadings(
  rest: readonly UnitState[],
  pc: PositionContext,
  params: PlanParams,
  rand: Rand,
): Map<string, PositionContext> {
  const reads = new Map<string, PositionContext>()
  if (params.misjudge) for (const u of rest) reads.set(u.id, misread(pc, params.misjudge, rand))
  return reads
}
