// Rule ids of Phalanx. Refusals, events, tests and docs cite them; their texts (Russian and English) are the
// in-game rules reference (rules: phalanx.*.ts names, phalanxUi.*.ts texts; the rest: phalanxNotes.*.ts, all in
// src/i18n), written out in docs/phalanx-rules.md by `npm run rules:doc`.
export const PH_RULE_IDS = [
  'PH-MAP.1',
  'PH-MAP.2',
  'PH-MAP.3',
  'PH-MAP.4',
  'PH-MAP.5',
  'PH-MAP.6',
  'PH-UNIT.1',
  'PH-UNIT.2',
  'PH-UNIT.3',
  'PH-UNIT.4',
  'PH-UNIT.5',
  'PH-UNIT.6',
  'PH-SETUP.1',
  'PH-SETUP.2',
  'PH-SETUP.3',
  'PH-SETUP.4',
  'PH-SETUP.5',
  'PH-SEQ.1',
  'PH-SEQ.2',
  'PH-SEQ.3',
  'PH-MOVE.1',
  'PH-MOVE.2',
  'PH-MOVE.3',
  'PH-MOVE.4',
  'PH-MOVE.5',
  'PH-ZOC.1',
  'PH-FACE.1',
  'PH-FACE.2',
  'PH-FACE.3',
  'PH-CBT.1',
  'PH-CBT.2',
  'PH-CBT.3',
  'PH-CBT.4',
  'PH-CBT.5',
  'PH-CBT.6',
  'PH-CBT.7',
  'PH-WIN.1',
  'PH-WIN.2',
  'PH-WIN.3',
  'PH-WIN.4',
  'PH-WIN.5',
  'PH-WIN.6',
  'PH-WIN.7',
  'PH-OPT.1',
] as const

export type PhRuleId = (typeof PH_RULE_IDS)[number]

/** The rule groups, in the reference's order: the part of a rule id after PH- and before the dot. */
export const PH_RULE_GROUPS = ['MAP', 'UNIT', 'SETUP', 'SEQ', 'MOVE', 'ZOC', 'FACE', 'CBT', 'WIN', 'OPT'] as const
export type PhRuleGroup = (typeof PH_RULE_GROUPS)[number]

/** Interpretations: how the game settles what the short rules leave open. Each refines a rule above. */
export const PH_INTERPRETATION_IDS = [
  'PH-INT.1',
  'PH-INT.2',
  'PH-INT.3',
  'PH-INT.4',
  'PH-INT.5',
  'PH-INT.6',
  'PH-INT.7',
  'PH-INT.8',
  'PH-INT.9',
  'PH-INT.10',
  'PH-INT.11',
  'PH-INT.12',
  'PH-INT.13',
  'PH-INT.14',
  'PH-INT.15',
  'PH-INT.16',
] as const

export type PhInterpretationId = (typeof PH_INTERPRETATION_IDS)[number]

/** A worked game, turn by turn (PH-EX.n), with its attacks (-C, -C1, -C2); tests/phalanx/examples.test.ts plays it. */
export const PH_EXAMPLE_IDS = [
  'PH-EX.1',
  'PH-EX.2',
  'PH-EX.3',
  'PH-EX.4',
  'PH-EX.5',
  'PH-EX.6',
  'PH-EX.6-C',
  'PH-EX.7',
  'PH-EX.7-C',
  'PH-EX.8',
  'PH-EX.8-C',
  'PH-EX.9',
  'PH-EX.10',
  'PH-EX.10-C1',
  'PH-EX.10-C2',
  'PH-EX.11',
  'PH-EX.11-C',
  'PH-EX.12',
] as const

export type PhExampleId = (typeof PH_EXAMPLE_IDS)[number]

/** Rule checks: cases that show a rule at work, each with a test named by its id. */
export const PH_TEST_IDS = [
  'PH-TEST.1',
  'PH-TEST.2',
  'PH-TEST.3',
  'PH-TEST.4',
  'PH-TEST.5',
  'PH-TEST.6',
  'PH-TEST.7',
  'PH-TEST.8',
  'PH-TEST.9',
  'PH-TEST.10',
  'PH-TEST.11',
  'PH-TEST.12',
] as const

export type PhTestId = (typeof PH_TEST_IDS)[number]

/** The reference's entries beyond the rules: interpretations, the worked game and the rule checks. */
export type PhNoteId = PhInterpretationId | PhExampleId | PhTestId

/** The reference's parts after the rule groups, with the ids of each. */
export const PH_NOTE_GROUPS = {
  INT: PH_INTERPRETATION_IDS,
  EX: PH_EXAMPLE_IDS,
  TEST: PH_TEST_IDS,
} as const
export type PhNoteGroup = keyof typeof PH_NOTE_GROUPS
