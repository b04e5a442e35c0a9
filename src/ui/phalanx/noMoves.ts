// Why a unit of the side to move has nowhere to go, from the rules' own answers: the engine's refusal when it may
// not move at all (it has moved, it is the camp), else what stands in front of it (PH-MOVE.1: a unit steps only
// into its front hexes, and never into a taken one) or at the camp's exit (PH-SETUP.3).
import { directionsOf, frontHexes, frontOf, hexOf, legalMoves, type PhRefusal, type PhState } from '../../phalanx'
import { ctx } from '../../store/phalanx'

export type NoMoves =
  | { kind: 'refusal'; refusal: PhRefusal }
  | { kind: 'frontTaken' | 'frontEdge' | 'campBlocked'; rule: 'PH-MOVE.1' | 'PH-SETUP.3' }

/** Null when the unit has somewhere to go (or is out of the game). */
export function whyNoMoves(state: PhState, unit: string): NoMoves | null {
  const m = legalMoves(ctx, state, unit)
  if (!m.ok) return { kind: 'refusal', refusal: m.refusal }
  if (m.value.length) return null
  const u = state.units[unit]
  if (!u || u.location === 'lost') return null
  if (u.location === 'camp') return { kind: 'campBlocked', rule: 'PH-SETUP.3' }
  const front = frontOf(u)
  // A front direction with no hex beside the unit looks off the field.
  const onField = frontHexes(ctx.field, hexOf(ctx.field, u.location), front).length
  return { kind: onField === directionsOf(front).length ? 'frontTaken' : 'frontEdge', rule: 'PH-MOVE.1' }
}
