// Which unit stands on each hex: the one table movement and combat read (PH-UNIT.6, PH-MOVE.4).
import { hexOf, type Field } from './field'
import type { PhState } from './state'
import { isOnBoard } from './units'

/** occupant[hexId] = unit id or '' for an empty hex. */
export function occupancy(field: Field, state: PhState): string[] {
  const occ = new Array<string>(field.size).fill('')
  for (const id of Object.keys(state.units)) {
    const u = state.units[id]! // a key of the record itself
    if (isOnBoard(u)) {
      const h = hexOf(field, u.location)
      if (h >= 0) occ[h] = id
    }
  }
  return occ
}
