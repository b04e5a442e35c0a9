// The engine's command code and the queries a selection asks (reach, targets, reasons why not), as the first
// screen's modules reach them: this module is its own chunk, loaded through rules.ts. Modules loaded on demand
// (the tutorial, the computer player, panels) import the engine directly; the store's replay and review timeline,
// in the first screen but run only after the rules came, call rules().
export {
  apply,
  attackOptions,
  candidatesAgainst,
  commanderReach,
  explainHex,
  legalTargets,
  meleeBarrier,
  mustAttack,
  noAttackReason,
  pathTo,
  pendingRetreatHexes,
  replay,
  threatOptions,
  unitReach,
  whyCannotEndPhase,
  whyCannotFire,
  whyCannotMelee,
  whyNotRetreat,
} from '../engine'
