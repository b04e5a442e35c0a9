// A refusal is data: the rule it cites, a stable code and the values a text needs. The module holds
// no sentences; the UI words each code in the player's language (src/i18n/phalanx.*.ts).
import type { RuleRefusal } from '../core'
import type { PhRuleId } from './rules'

/** Every refusal code the module can produce, with the rule it cites. */
export const REFUSAL_RULES = {
  'command.unknown': 'PH-SEQ.1',
  'command.malformed': 'PH-SEQ.1',
  'game.over': 'PH-WIN.2',
  'phase.wrong': 'PH-SEQ.2',
  'unit.unknown': 'PH-UNIT.1',
  'unit.not-own': 'PH-SEQ.1',
  'unit.lost': 'PH-UNIT.3',
  'move.already-moved': 'PH-MOVE.1',
  'move.camp-immobile': 'PH-MOVE.2',
  'move.too-long': 'PH-MOVE.2',
  'move.not-adjacent': 'PH-MOVE.1',
  'move.not-front': 'PH-MOVE.3',
  'move.occupied': 'PH-MOVE.4',
  'move.off-board': 'PH-MOVE.4',
  'move.exit-facing-missing': 'PH-SETUP.3',
  'move.peltasts-no-facing': 'PH-UNIT.5',
  'move.no-turning': 'PH-MOVE.5',
  'face.no-facing': 'PH-FACE.1',
  'face.not-on-board': 'PH-FACE.1',
  'face.unchanged': 'PH-FACE.1',
  'attack.no-attackers': 'PH-CBT.1',
  'attack.target-own': 'PH-CBT.1',
  'attack.target-not-on-board': 'PH-SETUP.5',
  'attack.attacker-not-own': 'PH-CBT.2',
  'attack.attacker-not-on-board': 'PH-CBT.2',
  'attack.attacker-no-strength': 'PH-CBT.2',
  'attack.not-front': 'PH-CBT.2',
  'attack.attacker-repeated': 'PH-CBT.3',
  'attack.attacker-used': 'PH-CBT.3',
  'attack.target-used': 'PH-CBT.3',
  'end.camp-deadline': 'PH-SETUP.4',
} as const satisfies Record<string, PhRuleId>

export type RefusalCode = keyof typeof REFUSAL_RULES
export const REFUSAL_CODES = Object.keys(REFUSAL_RULES) as RefusalCode[]

export type RefusalParams = Readonly<Record<string, string | number | readonly string[]>>

/** The shared refusal shape, under Phalanx's rule ids and codes. */
export type PhRefusal = RuleRefusal<PhRuleId, RefusalCode, RefusalParams>

export const refuse = (code: RefusalCode, params: RefusalParams = {}): PhRefusal => ({
  rule: REFUSAL_RULES[code],
  code,
  params,
})
