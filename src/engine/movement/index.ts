// What the movement section answers (MOVE.*, ZOC.*, STACK.*): where a unit or a commander may go and by which
// path, why a hex is out of reach, and whose zones of control cover a hex. The app's door gives it as the
// namespace `Movement` (Movement.unitReach, Movement.Reach …).
export { explainHex, type HexMoveExplain } from './explainHex'
export { commanderReach, pathTo, unitReach, type Reach } from './movement'
export { zocMap, zocSources } from './zoc'
