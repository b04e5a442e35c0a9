// What the coach answers: codes and facts, each citing its rule; src/i18n words them.
import type { RuleId } from '../core/rules'
import type { CombatResult } from '../core/state'
import type { HexCode, Side } from '../core/types'
import type { CommanderStatus } from '../core/units'
import type { Bounds, Fraction } from './fraction'

/** How a unit leaves play in a combat (the cause of the engine's unit-destroyed event). */
export type DestroyCause = 'result' | 'exchange' | 'no-retreat'

/** A CMD.2 roll in one case: the unit ordered to retreat, the commander who rolls, and whether it holds. */
export interface HoldCheck {
  unit: string
  commander: string
  rating: number
  held: boolean
}

/** One way a retreat can go, as its owner gives it hex by hex (CBT.10). */
export interface RetreatRoute {
  /** The hexes passed before the end (a two-hex retreat's first hex). */
  via: HexCode[]
  end: HexCode
  /** Enemy commanders left alone next to a hex where a step of it ends: captured then (CMD.5). */
  captured: string[]
}

/** A retreat the owner must make (CBT.10): the hexes offered first, every hex where it may end, every route. */
export interface RetreatFact {
  unit: string
  side: Side
  distance: number
  hexes: HexCode[]
  ends: HexCode[]
  routes: RetreatRoute[]
}

/** One way the owner's later choices (EX losses, the routes and order of retreats) can end the combat. */
export interface Variant {
  destroyed: string[]
  captured: string[]
  lost: Record<Side, number>
}

/**
 * One class of equally treated rolls: a result of the table, the CMD.2 rolls, and — only when it
 * changes the board — which commanders the CMD.4 rolls kill. What the engine does for every roll in it.
 */
export interface ConsequenceCase {
  /** The chance of this class of rolls (exact). */
  probability: Fraction
  result: CombatResult
  /** The faces of the combat die that give this result (CBT.7). */
  dice: number[]
  /** ART.6: an attacker result with no attacking unit next to the defender. */
  noEffect: boolean
  checks: HoldCheck[]
  /** Commanders who roll for casualties (CMD.4), in the engine's order. */
  rollers: string[]
  /** Rollers whose death would change the board (their command loses its zones of control, ZOC.2). */
  decisive: string[]
  /** The decisive rollers killed in this case; the other rollers' outcomes change nothing but their own fate. */
  killed: string[]
  /** Units destroyed by the combat itself (rollers other than `killed` unhurt). */
  destroyed: Array<{ unit: string; cause: DestroyCause }>
  /** Retreats left to their owner. */
  retreats: RetreatFact[]
  /** CBT.8 EX when the attacker must choose which units to remove. */
  exchange: { need: number; choices: string[][] } | null
  /** The status of every commander concerned once the combat is resolved, rollers other than `killed` unhurt. */
  commanders: Record<string, CommanderStatus>
  /** Strength points lost by the combat itself (front values, WIN.1). */
  lost: Record<Side, number>
  /** Every way the owner's choices can end it; a single empty variant when nothing is left to choose. */
  variants: Variant[]
}

/** What one result of the table does on this board; chances are given that result. */
export type Consequence =
  | { code: 'no-effect'; rule: RuleId; probability: Fraction }
  | { code: 'destroyed'; rule: RuleId; unit: string; side: Side; probability: Bounds }
  | { code: 'no-retreat'; rule: RuleId; unit: string; side: Side; distance: number; probability: Bounds }
  | { code: 'holds'; rule: RuleId; unit: string; commander: string; probability: Fraction }
  | {
      code: 'retreat'
      rule: RuleId
      unit: string
      side: Side
      distance: number
      hexes: HexCode[]
      ends: HexCode[]
      probability: Fraction
    }
  | { code: 'exchange'; rule: RuleId; side: Side; need: number; choices: string[][]; probability: Fraction }
  | { code: 'captured'; rule: RuleId; commander: string; side: Side; probability: Bounds }

export interface ResultLine {
  result: CombatResult
  rule: RuleId
  dice: number[]
  probability: Fraction
  consequences: Consequence[]
}

/** A commander concerned by the combat: his CMD.4 roll and his capture (CMD.5). */
export interface CommanderRisk {
  commander: string
  side: Side
  casualty: { rule: RuleId; rolls: Fraction; killed: Fraction; badlyWounded: Fraction; wounded: Fraction }
  capture: { rule: RuleId; probability: Bounds }
}

export interface AttackConsequences {
  kind: 'melee' | 'fire'
  diff: number
  column: number
  results: ResultLine[]
  /** The defender destroyed by the result (DE, EX: CBT.8) or for want of a retreat (CBT.9). */
  defender: { destroyed: Fraction; byResult: Fraction; noRetreat: Fraction }
  /** Expected strength points each side loses (front values, WIN.1). */
  lost: { rule: RuleId; fr: Bounds; ru: Bounds }
  commanders: CommanderRisk[]
  cases: ConsequenceCase[]
}
