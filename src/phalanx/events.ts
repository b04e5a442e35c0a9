// Events are data describing what happened, each citing its rule; the UI words them.
import type { Facing } from './facing'
import type { PhRuleId } from './rules'
import type { EndReason } from './state'
import type { HexCode, Phase, Side } from './types'

export type PhEvent =
  // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the literals name the places that are not hexes (HexCode is a string)
  | { kind: 'moved'; rule: PhRuleId; unit: string; from: HexCode | 'camp'; path: HexCode[]; facing: Facing | null }
  | { kind: 'faced'; rule: PhRuleId; unit: string; from: Facing; to: Facing }
  | { kind: 'attackDeclared'; rule: PhRuleId; target: string; attackers: string[]; strength: number; defence: number }
  /** PH-OPT.1 only: the die for one attacked unit and the defence it gives. */
  | { kind: 'defenceRolled'; rule: PhRuleId; target: string; die: number; defence: number }
  | {
      kind: 'routed'
      rule: PhRuleId
      unit: string
      hex: HexCode
      attackers: string[]
      strength: number
      defence: number
    }
  | { kind: 'attackFailed'; rule: PhRuleId; target: string; attackers: string[]; strength: number; defence: number }
  | { kind: 'unitsLostInCamp'; rule: PhRuleId; side: Side; units: string[] }
  | { kind: 'phaseStarted'; rule: PhRuleId; side: Side; phase: Phase }
  | { kind: 'turnStarted'; rule: PhRuleId; side: Side; ownTurn: number; gameTurn: number }
  /** PH-WIN.3: the side starting this turn has already lost 4 units, so it is its last. */
  | { kind: 'lastTurn'; rule: PhRuleId; side: Side }
  | {
      kind: 'gameEnded'
      rule: PhRuleId
      reason: EndReason
      breaking: Side | null
      scores: Record<Side, number> | null
      winner: Side | null
    }

export type PhEventKind = PhEvent['kind']

/** Every event kind, for completeness checks (texts in both languages). */
export const EVENT_KINDS: readonly PhEventKind[] = [
  'moved',
  'faced',
  'attackDeclared',
  'defenceRolled',
  'routed',
  'attackFailed',
  'unitsLostInCamp',
  'phaseStarted',
  'turnStarted',
  'lastTurn',
  'gameEnded',
]
