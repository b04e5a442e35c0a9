// Where a side can strike next turn: for each hex, the summed attack of that side's units able to
// stand beside it after one move (PH-MOVE.2–4) and face it (PH-FACE.1) — or, for peltasts, attack it
// from any side. Blocking by units standing now is taken into account; routs still to come are not.
import type { PhCtx } from '../commands'
import { directionsOf, FACINGS } from '../facing'
import { hexOf, neighbourOf, type Field } from '../field'
import type { PhState } from '../state'
import { frontOf, PELTAST_FIRST_TURN_SPEED, valuesOf, type PhUnit } from '../units'
import type { Side } from '../types'

/** Hexes `u` could stand on after its next move, its own hex included when it is on the board. */
export function reachNextTurn(field: Field, state: PhState, u: PhUnit, occ: readonly string[]): number[] {
  if (u.location === 'lost' || u.type === 'camp') return []
  const upcoming = state.side === u.side ? state.ownTurn[u.side] : state.ownTurn[u.side] + 1
  const speed = u.type === 'peltasts' && upcoming === 1 ? PELTAST_FIRST_TURN_SPEED : valuesOf(u).speed
  const inCamp = u.location === 'camp'
  if (inCamp && upcoming > 3) return []
  const start = inCamp ? field.camp[u.side] : hexOf(field, u.location)
  // A unit leaving the camp may pick any exit facing, so every direction is open to it.
  const dirs: readonly number[] = inCamp ? FACINGS : directionsOf(frontOf(u))
  const seen = new Set<number>([start])
  let frontier = [start]
  for (let s = 0; s < speed; s++) {
    const next: number[] = []
    for (const h of frontier) {
      for (const d of dirs) {
        const n = neighbourOf(field, h, d)
        if (n < 0 || seen.has(n) || occ[n] !== '') continue
        seen.add(n)
        next.push(n)
      }
    }
    frontier = next
  }
  if (inCamp) seen.delete(start)
  return [...seen]
}

/** threat[hex] = summed attack `side` could bring on a unit standing there, next turn. */
export function threatMap(ctx: PhCtx, state: PhState, side: Side, occ: readonly string[]): Float64Array {
  const { field } = ctx
  const threat = new Float64Array(field.size)
  const marked = new Int32Array(field.size).fill(-1)
  let stamp = 0
  for (const id of Object.keys(state.units)) {
    const u = state.units[id]! // a key of the record itself
    if (u.side !== side) continue
    const attack = valuesOf(u).attack
    if (attack <= 0) continue
    stamp++
    for (const h of reachNextTurn(field, state, u, occ)) {
      for (let d = 0; d < 6; d++) {
        const n = neighbourOf(field, h, d)
        if (n < 0 || marked[n] === stamp) continue
        marked[n] = stamp
        threat[n]! += attack // n >= 0 is a hex id
      }
    }
  }
  return threat
}
