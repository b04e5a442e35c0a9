// Rule ids of the Phalanx specification (PHALANX-SPEC.md). Refusals, events and tests cite them.
export const PH_RULE_IDS = [
  'PH-MAP.1', 'PH-MAP.2', 'PH-MAP.3', 'PH-MAP.4', 'PH-MAP.5', 'PH-MAP.6',
  'PH-UNIT.1', 'PH-UNIT.2', 'PH-UNIT.3', 'PH-UNIT.4', 'PH-UNIT.5', 'PH-UNIT.6',
  'PH-SETUP.1', 'PH-SETUP.2', 'PH-SETUP.3', 'PH-SETUP.4', 'PH-SETUP.5',
  'PH-SEQ.1', 'PH-SEQ.2', 'PH-SEQ.3',
  'PH-MOVE.1', 'PH-MOVE.2', 'PH-MOVE.3', 'PH-MOVE.4', 'PH-MOVE.5',
  'PH-ZOC.1',
  'PH-FACE.1', 'PH-FACE.2', 'PH-FACE.3',
  'PH-CBT.1', 'PH-CBT.2', 'PH-CBT.3', 'PH-CBT.4', 'PH-CBT.5', 'PH-CBT.6', 'PH-CBT.7',
  'PH-WIN.1', 'PH-WIN.2', 'PH-WIN.3', 'PH-WIN.4', 'PH-WIN.5', 'PH-WIN.6', 'PH-WIN.7',
  'PH-OPT.1',
] as const

export type PhRuleId = (typeof PH_RULE_IDS)[number]

/** The spec's numbered interpretations; they refine the rules above and are cited by docs and tests. */
export const PH_INTERPRETATION_IDS = [
  'PH-INT.1', 'PH-INT.2', 'PH-INT.3', 'PH-INT.4', 'PH-INT.5', 'PH-INT.6', 'PH-INT.7', 'PH-INT.8',
  'PH-INT.9', 'PH-INT.10', 'PH-INT.11', 'PH-INT.12', 'PH-INT.13', 'PH-INT.14', 'PH-INT.15', 'PH-INT.16',
] as const
