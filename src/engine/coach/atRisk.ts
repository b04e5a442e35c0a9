// The units of one side an attack may cost, each with its exact chance: summed over the table's results, the result's
// chance times the chance it destroys the unit (DE/EX, or a retreat it cannot complete, CBT.8–9). A range where the
// owner's choice decides (which units an exchange removes).
import { addBounds, NO_CHANCE, scaleBounds, type Bounds } from './fraction'
import type { Side } from '../core/types'
import type { AttackConsequences } from './types'

export function unitsAtRisk(q: AttackConsequences, side: Side): Array<{ unit: string; probability: Bounds }> {
  const risk = new Map<string, Bounds>()
  for (const r of q.results)
    for (const c of r.consequences) {
      if ((c.code !== 'destroyed' && c.code !== 'no-retreat') || c.side !== side) continue
      risk.set(c.unit, addBounds(risk.get(c.unit) ?? NO_CHANCE, scaleBounds(c.probability, r.probability)))
    }
  return [...risk].map(([unit, probability]) => ({ unit, probability }))
}
