// Victory (WIN.1–4): the seed rule (Russian losses as a share of 314 against WIN.2's bands), the whole day's
// variants (WIN.3: French losses counted too, or the bands shifted) and the short scenarios' objectives (WIN.4).
import { type GameState, isGameOver } from '../core/state'
import type { Side } from '../core/types'
import type { LossBand, LossesRule, ObjectivesRule, VictoryBand, VictoryRule } from '../core/victoryRule'

export type { LossBand, VictoryBand, VictoryRule } from '../core/victoryRule'

/** UNIT.6: the Russian front strengths add up to 314; WIN.1 measures losses against it. */
export const RUSSIAN_TOTAL = 314
/** The French front strengths add up to 323; WIN.3 measures French losses against it. */
export const FRENCH_TOTAL = 323

/** WIN.2's edges in percent of 314: a marginal Russian, a marginal French, a decisive French victory. */
export const SEED_EDGES = [26, 35, 50] as const

export interface ObjectiveStanding {
  hex: string
  points: number
  /** Who holds it now: the side of the combat unit on it, or its holder while it is empty. */
  side: Side
}

export interface VictoryStatus {
  /** The rule that judges: WIN.2 (the seed rule), WIN.3 (a whole-day variant), WIN.4 (a short scenario). */
  rule: 'WIN.2' | 'WIN.3' | 'WIN.4'
  /** Strength points of destroyed Russian units (front values, batteries included). */
  losses: number
  /** losses ÷ 314 × 100. */
  lossesPct: number
  /** The same for the French, of 323. */
  frLosses: number
  frLossesPct: number
  /**
   * The figure the bands judge: the Russian loss % (WIN.2), the loss % less the weighed French one (WIN.3), the
   * French victory points less the Russian (WIN.4).
   */
  score: number
  /** The band edges on the score's scale, lowest first (WIN.4: −decisive, 0, decisive). */
  edges: readonly [number, number, number]
  band: VictoryBand
  /** True once the game is over: the band is the result; before that it is a running figure. */
  final: boolean
  /** WIN.3: how much a point of French loss % takes off the score (0: French losses do not count). */
  frWeight?: number
  /** WIN.4: each objective's holder now, and each side's points. */
  objectives?: ObjectiveStanding[]
  points?: Record<Side, number>
}

/** WIN.2 on a percentage. */
export function bandOfPct(p: number): LossBand {
  if (p > 50) return 'french-decisive'
  if (p >= 35) return 'french-marginal'
  if (p >= 26) return 'russian-marginal'
  return 'russian-decisive'
}

/** WIN.2 on losses in points, in integer arithmetic so band edges are exact. */
export function bandOfLosses(losses: number, total = RUSSIAN_TOTAL): LossBand {
  const l = losses * 100
  if (l > 50 * total) return 'french-decisive'
  if (l >= 35 * total) return 'french-marginal'
  if (l >= 26 * total) return 'russian-marginal'
  return 'russian-decisive'
}

/**
 * WIN.3: the Russian loss % less frWeight × the French one, against the rule's edges. Compared on integers
 * (both sides multiplied by 314 × 323) so that whole-number weights and edges fall exactly, as WIN.2's do.
 */
export function bandOfLossesRule(rule: LossesRule, ru: number, fr: number): LossBand {
  const lhs = ru * 100 * FRENCH_TOTAL - rule.frWeight * fr * 100 * RUSSIAN_TOTAL
  const at = (e: number) => e * RUSSIAN_TOTAL * FRENCH_TOTAL
  if (lhs > at(rule.edges[2])) return 'french-decisive'
  if (lhs >= at(rule.edges[1])) return 'french-marginal'
  if (lhs >= at(rule.edges[0])) return 'russian-marginal'
  return 'russian-decisive'
}

/** WIN.4 on the French points less the Russian. */
export function bandOfPoints(net: number, decisive: number): VictoryBand {
  if (net >= decisive) return 'french-decisive'
  if (net > 0) return 'french-marginal'
  if (net === 0) return 'draw'
  if (net > -decisive) return 'russian-marginal'
  return 'russian-decisive'
}

/** Who holds each objective now (WIN.4): the side of the combat unit on it, else its holder. */
export function objectiveHolders(state: GameState, rule: ObjectivesRule): ObjectiveStanding[] {
  const on = new Map<string, Side>()
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.status === 'active' && u.hex !== null) on.set(u.hex, u.side)
  }
  return rule.objectives.map((o) => ({ hex: o.hex, points: o.points, side: on.get(o.hex) ?? o.holder }))
}

/** Who has won, or stands to win, by the game's own rule (its scenario's or variant's; WIN.1–2 by default). */
export function victoryStatus(state: GameState): VictoryStatus {
  const rule: VictoryRule | undefined = state.victory
  const ru = state.losses.ru
  const fr = state.losses.fr
  const base = {
    losses: ru,
    lossesPct: (ru / RUSSIAN_TOTAL) * 100,
    frLosses: fr,
    frLossesPct: (fr / FRENCH_TOTAL) * 100,
    final: isGameOver(state),
  }
  if (!rule) return { ...base, rule: 'WIN.2', score: base.lossesPct, edges: SEED_EDGES, band: bandOfLosses(ru) }
  if (rule.kind === 'losses') {
    const score = base.lossesPct - rule.frWeight * base.frLossesPct
    const band = bandOfLossesRule(rule, ru, fr)
    return { ...base, rule: 'WIN.3', score, edges: rule.edges, band, frWeight: rule.frWeight }
  }
  const objectives = objectiveHolders(state, rule)
  const points = { fr: ru + (rule.start?.fr ?? 0), ru: fr + (rule.start?.ru ?? 0) }
  for (const o of objectives) points[o.side] += o.points
  const score = points.fr - points.ru
  const d = rule.decisive
  return { ...base, rule: 'WIN.4', score, edges: [-d, 0, d], band: bandOfPoints(score, d), objectives, points }
}
