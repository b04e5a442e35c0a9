// The board's controller (no React, no stores): the view of the present position and selection, and the effects of
// what the player points at. The board component draws the first and sends intents to `interpret`.
import { actOnHex, endPhase, stepUnit } from './keys'
import { stepAttacker, stepTarget } from './combatKeys'
import { clickCommander, clickHex, clickUnit } from './intents'
import type { BoardInput, Effect, Intent } from './types'

export type { BoardInput, Effect, Intent, Selection } from './types'
export type { HexMark, MarkKind, MoveInfo } from './movement'
export { movementInfo, pathCodes } from './movement'
export { boardMarks, type BoardMarks } from './marks'
export { combatView, type CombatView } from './combat'
export { actingUnits } from './keys'
export { moveWarningsAt } from './warnings'

/** The effects of an intent, in the order the host applies them. */
export function interpret(input: BoardInput, intent: Intent): Effect[] {
  switch (intent.kind) {
    case 'unit':
      return clickUnit(input, intent.id)
    case 'commander':
      return clickCommander(input, intent.id, intent.point ?? null)
    case 'hex':
      return clickHex(input, intent.hex)
    case 'cursor':
      return actOnHex(input, intent.hex)
    case 'step':
      return stepUnit(input, intent.delta)
    case 'endPhase':
      return endPhase(input, intent.confirmed)
    case 'target':
      return stepTarget(input, intent.delta)
    case 'attacker':
      return stepAttacker(input, intent.delta)
  }
}
