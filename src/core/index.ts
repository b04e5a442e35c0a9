// The game-neutral core both rulesets stand on: hex geometry, the seeded generators (the dice, and the
// players' own), own-key lookup and result values, the refusal and outcome shapes, the replay loop and
// command-shape checks. It knows no game: nothing here imports either ruleset or names a side, unit or rule of
// one; tests/lint/core.test.ts and the ESLint config check it.
export {
  buildGeometry,
  dirTo,
  distance,
  hexCode,
  hexCorners,
  idOfCode,
  lineBetween,
  mapExtent,
  opposite,
  type Geometry,
  type HexCode,
} from './geometry'
export { mulberry32, nextDie, rollDie, seedToState } from './dice'
export { seededRand, type Rand } from './rand'
export { own } from './own'
export { err, ok, type Result } from './result'
export { refused, type Answer, type Outcome, type RefusalParams, type RuleRefusal } from './refusal'
export { type SaveProblem, type SaveProblemCode } from './saveProblem'
export { replayLoop, type ReplayLoopOptions, type Replayed } from './replay'
export { commandType, failingFields, isListOf, isString, quoteGiven, type FieldCheck } from './commandShape'
export { clampInt } from './bounds'
