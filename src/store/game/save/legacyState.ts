// The state in the shape save files of versions 1 and 2 recorded it (their whole state, or its
// fingerprint). Later builds store some facts differently; a file of an earlier version is checked
// against the replayed state turned back into its version's shape, so old saves keep loading.
import { isGameOver, type GameState, type UnitState } from '../../../engine'

/** A unit as versions 1–2 stored it: "unlimbered this phase" was written as mpSpent = allowance + 1 (MOVE.7). */
function unitV2(u: UnitState): unknown {
  const { unlimberedThisPhase, ...rest } = u
  return unlimberedThisPhase ? { ...rest, mpSpent: u.mpSpent + 1 } : rest
}

/** Whether a recorded whole state (a version 1 file) has today's shape: its units say "unlimbered this phase". */
export function hasCurrentShape(recorded: unknown): boolean {
  const units = (recorded as { units?: Record<string, object> } | null)?.units
  const first = units && Object.values(units)[0]
  return typeof first === 'object' && first !== null && 'unlimberedThisPhase' in first
}

/** The state as save versions 1 and 2 recorded it; they also wrote the end of the game as `over: true` (SEQ.1). */
export function stateV2(state: GameState): unknown {
  const units: Record<string, unknown> = {}
  for (const id in state.units) units[id] = unitV2(state.units[id]!) // a key of the record itself
  return { ...state, units, over: isGameOver(state) }
}
