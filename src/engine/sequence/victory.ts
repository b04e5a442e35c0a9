// Victory (WIN.1–2): Russian losses in strength points as a share of 314, and the result band.
import { type GameState, isGameOver } from '../core/state'

/** UNIT.6: the Russian front strengths add up to 314; WIN.1 measures losses against it. */
export const RUSSIAN_TOTAL = 314

export type VictoryBand = 'french-decisive' | 'french-marginal' | 'russian-marginal' | 'russian-decisive'

export interface VictoryStatus {
  /** Strength points of destroyed Russian units (front values, batteries included). */
  losses: number
  /** losses ÷ 314 × 100. */
  lossesPct: number
  band: VictoryBand
  /** True once the game is over (after turn 20): the band is the result; before that it is a running figure. */
  final: boolean
}

/** WIN.2 on a percentage. */
export function bandOfPct(p: number): VictoryBand {
  if (p > 50) return 'french-decisive'
  if (p >= 35) return 'french-marginal'
  if (p >= 26) return 'russian-marginal'
  return 'russian-decisive'
}

/** WIN.2 on losses in points, in integer arithmetic so band edges are exact. */
export function bandOfLosses(losses: number, total = RUSSIAN_TOTAL): VictoryBand {
  const l = losses * 100
  if (l > 50 * total) return 'french-decisive'
  if (l >= 35 * total) return 'french-marginal'
  if (l >= 26 * total) return 'russian-marginal'
  return 'russian-decisive'
}

export function victoryStatus(state: GameState): VictoryStatus {
  const losses = state.losses.ru
  return { losses, lossesPct: (losses / RUSSIAN_TOTAL) * 100, band: bandOfLosses(losses), final: isGameOver(state) }
}
