// The Russians' opening line (Hard): on the first turns of the whole day, the hexes a set distance from the French,
// taken after the attack set-ups and before the other units, which stay behind them with the batteries.
import { derived, Movement, type GameState, type UnitState } from '../engine'
import { currentStrength } from '../engine/ai'
import { type Board } from './board'
import { danger } from './position'
import type { PlanParams } from './types'
import { moveTo, type Work } from './work'

/**
 * How many hexes from the nearest French unit the opening line stands: out of the French infantry's reach (4 MP) and
 * most of its cavalry's (6–7 MP, slowed by ground), so the French masses cannot fall on it in the phase after. Held
 * nearer on every turn, a line cost more: at three hexes twice the loss on turns 1–5, at five 16 points more
 * (docs/balance.md).
 */
export const LINE_DEPTH = 7

/**
 * The distance the Russian line holds this phase, or 0 when there is none: Hard Russians on the whole day's first
 * turns (PlanParams.lineUntilTurn), where the result is read from the Russian losses alone (WIN.2, or a WIN.3 variant
 * that weighs no French loss), as it was measured. Not where ground scores (WIN.4, short scenarios): the line would
 * give up the objectives. Not where French losses count (WIN.3): stepping back spares the French as much as the
 * Russians.
 */
export function lineDepth(state: GameState, params: PlanParams): number {
  if (state.side !== 'ru' || state.turn > params.lineUntilTurn) return 0
  const rule = state.victory
  return !rule || (rule.kind === 'losses' && rule.frWeight === 0) ? LINE_DEPTH : 0
}

/**
 * Fills the line `depth` hexes from the enemy with `units`: those in good order already on it stay, the others go to
 * its empty hexes, most threatened first (at that distance few are threatened: the rest in hex order), each taken by
 * the unit in least danger there, the stronger first, infantry preferred to cavalry. On a quiet flank, where the enemy
 * is farther off, units move up to it. Returns the units that hold it; the rest keep their own judgement (linePlan.ts).
 */
export function holdFront(b: Board, w: Work, units: readonly UnitState[], depth: number): Set<string> {
  const map = b.map
  const held = new Set<string>()
  const line: number[] = []
  const occ0 = derived(w.ctx, w.s).occ
  for (let h = 0; h < map.geo.n; h++) {
    if (b.enemyDist[h] !== depth) continue
    const i = occ0.unitAt[h]! // -1 or an index into occ.units for every hex id
    if (i >= 0) {
      const u = occ0.units[i]!
      // A demoralized unit exerts no zone (ZOC.2): it holds no line, and finds its own place.
      if (u.side === b.side && !u.demoralized && units.some((x) => x.id === u.id)) held.add(u.id)
      continue
    }
    line.push(h)
  }
  line.sort((x, y) => b.threat[b.enemy][y]! - b.threat[b.enemy][x]! || x - y)
  const reach = new Map<string, Uint8Array | null>()
  const canEnd = (u: UnitState, h: number): boolean => {
    let e = reach.get(u.id)
    if (e === undefined) {
      const r = Movement.unitReach(w.ctx, w.s, u.id)
      e = r.ok ? r.reach.canEnd.slice() : null
      reach.set(u.id, e)
    }
    return !!e && e[h] === 1
  }
  for (const h of line) {
    const ranked: Array<{ u: UnitState; cost: number }> = []
    for (const u0 of units) {
      if (held.has(u0.id) || u0.type === 'artillery' || u0.demoralized) continue
      const u = w.s.units[u0.id]! // the scratch state has every unit of the state it started from
      if (!canEnd(u, h)) continue
      // Infantry preferred: the cavalry is the better reserve, free to ride through the enemy's zones (ZOC.5).
      ranked.push({ u, cost: danger(b, u, h) - 0.1 * currentStrength(u) + (u.type === 'cavalry' ? 1 : 0) })
    }
    ranked.sort((x, y) => x.cost - y.cost)
    for (const { u } of ranked) {
      if (!moveTo(w, u, h)) continue
      held.add(u.id)
      break
    }
  }
  return held
}
