// Events: what happened, in data, each citing its rule. The UI tells them in words (describe.ts).
import type { RuleId } from './rules'
import type { CombatResult } from './state'
import type { HexCode, Phase, Side } from './types'
import type { VictoryBand } from './victoryRule'

/** How a combat came out (CBT.5–7, ART.4): the two totals, the differential, the column, the die. */
export interface CombatReport {
  rule: RuleId
  defender: string
  attackers: string[]
  batteries: string[]
  attack: number
  defence: number
  diff: number
  /** Column index 0–14 of the table (CBT.7). */
  column: number
  die: number
  result: CombatResult
  /** ART.6: an attacker result (A1, A2, AE) with no attacking unit next to the defender touches no one. */
  noEffect?: true
}

export type CasualtyOutcome = 'killed' | 'badly-wounded' | 'wounded' | 'unhurt'

export type GameEvent =
  | { type: 'moved'; rule: RuleId; unit: string; path: HexCode[]; cost: number }
  | { type: 'placed'; rule: RuleId; unit: string; hex: HexCode | null }
  | { type: 'commander-placed'; rule: RuleId; commander: string; hex: HexCode | null }
  | { type: 'setup-finished'; rule: RuleId; side: Side }
  | { type: 'commander-moved'; rule: RuleId; commander: string; path: HexCode[]; cost: number }
  | { type: 'limbered'; rule: RuleId; unit: string }
  | { type: 'unlimbered'; rule: RuleId; unit: string }
  | { type: 'zoc-stop'; rule: RuleId; unit: string; hex: HexCode }
  | { type: 'phase-started'; rule: RuleId; turn: number; side: Side; phase: Phase }
  | {
      type: 'game-over'
      rule: RuleId
      losses: number
      lossesPct: number
      band: VictoryBand
      /** WIN.4: each side's victory points at the end. */
      points?: Record<Side, number>
      /** WIN.3: the variant's score at the end. */
      score?: number
    }
  | ({ type: 'combat-resolved' } & CombatReport)
  | ({ type: 'fire-resolved' } & CombatReport)
  | { type: 'rallied'; rule: RuleId; unit: string; die: number; bonus: number; need: number }
  | { type: 'rally-failed'; rule: RuleId; unit: string; die: number; bonus: number; need: number }
  | { type: 'demoralized'; rule: RuleId; unit: string }
  | { type: 'retreat-check'; rule: RuleId; unit: string; commander: string; rating: number; die: number; held: boolean }
  | { type: 'retreat-required'; rule: RuleId; unit: string; hexes: number }
  | {
      type: 'retreat-step'
      rule: RuleId
      unit: string
      from: HexCode
      to: HexCode
      remaining: number
      commanders: string[]
    }
  | {
      type: 'unit-destroyed'
      rule: RuleId
      unit: string
      hex: HexCode
      strength: number
      cause: 'result' | 'exchange' | 'no-retreat'
    }
  | { type: 'exchange-required'; rule: RuleId; side: Side; need: number; candidates: string[] }
  | { type: 'exchange-losses'; rule: RuleId; units: string[]; need: number; removed: number }
  | { type: 'advance-offered'; rule: RuleId; side: Side; options: Array<{ unit: string; hex: HexCode }> }
  | { type: 'advanced'; rule: RuleId; unit: string; from: HexCode; to: HexCode; commanders: string[] }
  | { type: 'advance-declined'; rule: RuleId; side: Side }
  | {
      type: 'commander-casualty'
      rule: RuleId
      commander: string
      die1: number
      die2: number | null
      outcome: CasualtyOutcome
      returnsOnTurn?: number
    }
  | { type: 'commander-captured'; rule: RuleId; commander: string; hex: HexCode }
  | { type: 'commander-returned'; rule: RuleId; commander: string; hex: HexCode; unit: string }
