// Rule ids of the rules specification. Refusals, events, tests and the rules reference all cite them.
export const RULE_IDS = [
  'MAP.1', 'MAP.2', 'MAP.3', 'MAP.4', 'MAP.5', 'MAP.6',
  'UNIT.1', 'UNIT.2', 'UNIT.3', 'UNIT.4', 'UNIT.5', 'UNIT.6',
  'SEQ.1', 'SEQ.2', 'SEQ.3', 'SEQ.4',
  'STACK.1', 'STACK.2',
  'MOVE.1', 'MOVE.2', 'MOVE.3', 'MOVE.4', 'MOVE.5', 'MOVE.6', 'MOVE.7', 'MOVE.8',
  'ZOC.1', 'ZOC.2', 'ZOC.3', 'ZOC.4', 'ZOC.5',
  'CBT.1', 'CBT.2', 'CBT.3', 'CBT.4', 'CBT.5', 'CBT.6', 'CBT.7', 'CBT.8', 'CBT.9', 'CBT.10', 'CBT.11',
  'ART.1', 'ART.2', 'ART.3', 'ART.4', 'ART.5', 'ART.6',
  'CMD.1', 'CMD.2', 'CMD.3', 'CMD.4', 'CMD.5',
  'RALLY.1', 'RALLY.2',
  'WIN.1', 'WIN.2',
  'SCN.1', 'SCN.2',
] as const

export type RuleId = (typeof RULE_IDS)[number]
