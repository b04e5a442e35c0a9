// What the Phalanx coach answers: codes and facts, each citing its rule; src/i18n words them. The game has no
// dice unless PH-OPT.1 is on, so every chance here is exact: 1 or 0 without it, sixths with it.
import type { PhCommand } from '../commands'
import type { Facing } from '../facing'
import type { PhRuleId } from '../rules'
import type { HexCode, Phase, Side } from '../types'

/** An exact chance, num / den in lowest terms (1/1 sure, 0/1 never, k/6 with PH-OPT.1's die). */
export interface Chance {
  readonly num: number
  readonly den: number
}

/** One way PH-OPT.1's die can fall for the target: its faces, the defence they give, and whether the attack routs. */
export interface DieCase {
  readonly faces: readonly number[]
  readonly chance: Chance
  readonly defence: number
  readonly routs: boolean
}

/** One thing the rules will do, or leave undone, because of a planned attack. */
export type PhConsequence =
  /** PH-CBT.5: the target leaves the field at once (with PH-OPT.1, when the turn ends) and its hex is empty. */
  | { code: 'routed'; rule: PhRuleId; unit: string; hex: HexCode; chance: Chance }
  /** PH-CBT.5: nothing happens to the target. */
  | { code: 'holds'; rule: PhRuleId; unit: string; chance: Chance }
  /** PH-CBT.3: the target cannot be attacked again this turn, nor the attackers attack again (so a failed attack wastes them). */
  | { code: 'spent'; rule: PhRuleId; unit: string; attackers: readonly string[]; chance: Chance }
  /** More attack than a sure rout needs: each of `units` could be left out and join another attack (PH-CBT.3). */
  | { code: 'spare'; rule: PhRuleId; spare: number; units: readonly string[] }
  /** Attack missing for a sure rout (PH-CBT.4), and the own units free to join this attack now. */
  | { code: 'short'; rule: PhRuleId; need: number; more: readonly string[]; moreStrength: number }
  /** The target's side's losses against the break at four (PH-WIN.2), and the points it loses (PH-WIN.4). */
  | {
      code: 'losses'
      rule: PhRuleId
      side: Side
      before: number
      after: number
      points: number
      /** PH-INT.12: the strategos counts as two losses for the break in this game. */
      double: boolean
      chance: Chance
    }
  /** PH-WIN.3: the target's side reaches four losses: its next turn is its last, then the game ends (PH-WIN.2). */
  | { code: 'last-turn'; rule: PhRuleId; side: Side; chance: Chance }
  /** PH-WIN.5: the attacker plays its last turn: each point it routs now raises its final score. */
  | { code: 'score'; rule: PhRuleId; side: Side; before: number; after: number; chance: Chance }

export type PhConsequenceCode = PhConsequence['code']

export interface AttackConsequences {
  readonly target: string
  /** The target's side. */
  readonly side: Side
  readonly hex: HexCode
  readonly attackers: readonly string[]
  /** PH-CBT.4: the attackers' summed attack, and the target's defence, no modifiers. */
  readonly strength: number
  readonly defence: number
  /** PH-CBT.6: resolved at once; with PH-OPT.1 at the end of the turn, after the die. */
  readonly when: 'now' | 'turnEnd'
  /** PH-OPT.1's cases, or null without the optional rule. */
  readonly die: readonly DieCase[] | null
  /** The exact chance of a rout. */
  readonly routed: Chance
  readonly lines: readonly PhConsequence[]
}

/** One attack of the computer's plan for the turn, with its exact chance. */
export interface PlannedAttack {
  readonly target: string
  readonly attackers: readonly string[]
  readonly strength: number
  readonly defence: number
  readonly routed: Chance
  /** The target's points value (PH-WIN.4). */
  readonly points: number
}

export type PhHintKind = 'move' | 'face' | 'attack' | 'end-phase' | 'draw'

/** What a hint is, in facts of the position: the panel's lines and the board's marks are made from these. */
export interface PhHintFacts {
  readonly kind: PhHintKind
  readonly command: PhCommand
  readonly phase: Phase
  /** The unit that moves or turns (null for an attack, a phase end or a draw). */
  readonly unit: string | null
  /** Where it stands now; null for a unit waiting in the camp. */
  readonly from: HexCode | null
  /** The move's destination, the turning unit's hex, or the attacked unit's hex. */
  readonly to: HexCode | null
  /** The board's arrow: the start (the camp's hex for a unit leaving it) and every hex entered. */
  readonly path: readonly HexCode[]
  /** The facing taken: a turn, or the exit facing of a unit leaving the camp. */
  readonly facing: Facing | null
  /** The unit's front hexes after the command, and the enemy units standing in them (PH-CBT.2). */
  readonly front: readonly HexCode[]
  readonly strikes: readonly string[]
  /** The attack of the plan this unit takes part in this turn. */
  readonly joins: PlannedAttack | null
  /** An attack: what the rules will do (exact). */
  readonly attack: AttackConsequences | null
  /** Every attack of the plan for the rest of this turn. */
  readonly plan: readonly PlannedAttack[]
  /**
   * After the plan's turn, the attack the enemy could bring on the unit's hex next turn (the computer player's own
   * reckoning, src/phalanx/ai/threat.ts), against its defence.
   */
  readonly danger: { readonly strength: number; readonly defence: number } | null
  /** Own units still waiting in the camp after a unit leaves it (PH-SETUP.4), else null. */
  readonly campLeft: number | null
  /** Ending the attack phase: the strongest attack still possible, which does not rout (null when none is left). */
  readonly bestLeft: { readonly target: string; readonly strength: number; readonly defence: number } | null
  readonly rules: readonly PhRuleId[]
}
