// How a game is won, as data a scenario carries (WIN.1–4): the types only, shared by the state (which keeps a
// scenario's own rule), the scenario files and the victory count (sequence/victory.ts).
import type { Bilingual, HexCode, Side } from './types'

/** WIN.2's four results. */
export type LossBand = 'french-decisive' | 'french-marginal' | 'russian-marginal' | 'russian-decisive'
/** A result: one of WIN.2's four, or a draw (WIN.4: the points are level). */
export type VictoryBand = LossBand | 'draw'

/**
 * WIN.3, the whole day's variants: a score in percentage points — the Russian losses as a share of 314, less
 * `frWeight` times the French losses as a share of 323 — against three edges, as WIN.2 compares the Russian share:
 * above `edges[2]` a decisive French victory, from `edges[1]` a marginal one, from `edges[0]` a marginal Russian
 * one, below it a decisive Russian one. WIN.2 itself is `frWeight` 0 with edges 26, 35, 50.
 */
export interface LossesRule {
  kind: 'losses'
  frWeight: number
  edges: [number, number, number]
}

/** A place a short scenario is fought for (WIN.4). */
export interface Objective {
  hex: HexCode
  /** Victory points for the side holding it at the end. */
  points: number
  name: Bilingual
  /** Who holds it while no combat unit stands on it (the side that held it when the scenario begins). */
  holder: Side
}

/**
 * WIN.4, the short scenarios: each side scores the objectives it holds plus the enemy's strength points destroyed;
 * the French points less the Russian decide — at least `decisive` ahead a decisive victory, ahead at all a marginal
 * one, level a draw.
 */
export interface ObjectivesRule {
  kind: 'objectives'
  objectives: Objective[]
  decisive: number
  /**
   * Points a side holds from the start, before any objective or loss: what makes an even game of an episode whose
   * forces are not even (measured by computer against computer, docs/balance.md).
   */
  start?: Partial<Record<Side, number>>
}

/** A scenario's victory conditions; a state without one is judged by WIN.1–2 (the seed rule). */
export type VictoryRule = LossesRule | ObjectivesRule
