// Every refusal code of «Бородино»: what `refuse` accepts, and what src/i18n must word in every language
// (its messages are a record over this list, so a code without words in both languages does not compile).
// The codes are stable: saves' refusal problems, tests and the board's why-not marks name them; add a code
// here, never rename one. The list is exact: tests/engine/refusalCodes.test.ts checks that each is given.

export const REFUSAL_CODES = [
  // Turn, phase and the choices a combat leaves pending (SEQ, CBT).
  'game.over',
  'phase.not-movement',
  'phase.not-combat',
  'phase.not-rally',
  'side.not-phasing',
  'pending.exchange',
  'pending.retreat',
  'pending.advance',
  'pending.none',

  // A command that is not even well formed (rule null: core/commandShape.ts).
  'command.unknown',
  'command.malformed',

  // The app's own (rule null), given by the store rather than the rules: an engine bug caught while applying a
  // command.
  'engine.error',
  // A play-by-mail game (the store's): this player is not to act now (his turn is sent, or it is the other side's).
  'pbm.wait',

  // Units and commanders named by a command (UNIT, CMD).
  'unit.unknown',
  'unit.not-on-map',
  'unit.not-battery',
  'commander.unknown',
  'commander.absent',
  'commander.alone-near-enemy',

  // Movement (MOVE, ZOC, STACK); move.forbidden-* is built from the closed hexside's kind (movement/moveCost.ts).
  'move.bad-path',
  'move.off-map',
  'move.bad-start',
  'move.back-to-start',
  'move.not-adjacent',
  'move.zoc-through',
  'move.through-enemy',
  'move.too-far',
  'move.forbidden-front',
  'move.forbidden-river',
  'move.forbidden-artillery-terrain',
  'move.forbidden-off-map',
  'move.cannot-end',
  'move.unlimbered',
  'move.zoc-start',
  'move.zoc-stopped',

  // Batteries limbering and unlimbering (MOVE, ART).
  'battery.already-limbered',
  'battery.unlimbered-this-phase',
  'battery.limber-mp',
  'battery.already-unlimbered',

  // Attacks and fire (CBT, ART).
  'attack.malformed',
  'attack.no-defender',
  'attack.own-unit',
  'attack.no-attackers',
  'attack.duplicate',
  'attack.not-adjacent',
  'attack.river',
  'attack.forest',
  'attack.battery-melee',
  'attack.demoralized',
  'attack.already',
  'fire.no-batteries',
  'fire.not-battery',
  'fire.limbered',
  'fire.already',
  'fire.range',
  'fire.higher',
  'fire.los',
  'combat.must-attack',

  // What a combat leaves to choose: retreats, exchange losses, advances (CBT).
  'retreat.finish-first',
  'retreat.not-pending',
  'retreat.illegal-hex',
  'exchange.not-pending',
  'exchange.bad-units',
  'exchange.not-minimal',
  'advance.not-pending',
  'advance.illegal',

  // The free setup (SCN).
  'setup.not-setup',
  'setup.other-side',
  'setup.off-map',
  'setup.outside-zone',
  'setup.too-close',
  'setup.occupied',
  'setup.battery-terrain',
  'setup.incomplete',

  // Why-not answers, the same vocabulary: why a hex cannot end the selected mover's move (explainHex, whyNotReach)…
  'explain.here',
  'explain.enemy',
  'explain.commander-alone',
  'explain.friend',
  'explain.no-way',
  'explain.mp',
  'explain.zoc',
  'explain.front',
  'explain.river',
  'explain.artillery-terrain',
  // … and why a hex is not a legal next hex of a retreat (whyNotRetreat, CBT.10).
  'retreat.off-map',
  'retreat.here',
  'retreat.not-adjacent',
  'retreat.enemy',
  'retreat.zoc',
  'retreat.not-farther',
  'retreat.friend-at-end',
  'retreat.dead-end',
] as const

/** A refusal's code: the key of its message in each language (src/i18n/refusals.*.ts). */
export type RefusalCode = (typeof REFUSAL_CODES)[number]
