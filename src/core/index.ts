// The game-neutral core both rulesets stand on: hex geometry, the seeded generator, own-key lookup and
// result values. It knows no game: nothing here may import src/engine (Borodino) or src/phalanx, or
// name a side, a unit or a rule of either (tests/lint/core.test.ts checks it).
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
export { own } from './own'
export { err, ok, type Result } from './result'
