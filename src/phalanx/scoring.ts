// Losses, the break threshold and the scores (PH-WIN.1–6).
import type { PhState } from './state'
import { valuesOf } from './units'
import { otherSide, type Side } from './types'

/** PH-WIN.2: units needed to break a side. */
export const BREAK_THRESHOLD = 4
/** PH-WIN.5: the scores always add up to this. */
export const SCORE_TOTAL = 10

export interface Losses {
  /** Lost units (routed, or lost in the camp: PH-WIN.1), in id order. */
  readonly units: readonly string[]
  /** The count PH-WIN.2 compares with the threshold (PH-INT.12 may count the strategos twice). */
  readonly breakCount: number
  /** Their total points value (PH-WIN.4). */
  readonly points: number
}

export function lossesOf(state: PhState, side: Side): Losses {
  const units: string[] = []
  let breakCount = 0
  let points = 0
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]! // a key of the record itself
    if (u.side !== side || u.location !== 'lost') continue
    units.push(id)
    breakCount += u.strategos && state.setup.strategosCountsDoubleForBreak ? 2 : 1
    points += valuesOf(u).points
  }
  return { units, breakCount, points }
}

export const isBroken = (state: PhState, side: Side): boolean => lossesOf(state, side).breakCount >= BREAK_THRESHOLD

/** PH-WIN.5: the breaking side scores the opponent's losses; the opponent scores 10 minus its own. */
export function scoresAfterBreak(state: PhState, breaking: Side): Record<Side, number> {
  const other = otherSide(breaking)
  const otherLost = lossesOf(state, other).points
  return { [breaking]: otherLost, [other]: SCORE_TOTAL - otherLost } as Record<Side, number>
}

/** PH-WIN.6: the higher score wins; equal scores are a draw (null). */
export function winnerOf(scores: Record<Side, number>): Side | null {
  if (scores.south === scores.north) return null
  return scores.south > scores.north ? 'south' : 'north'
}
