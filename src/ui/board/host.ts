// The board's host: what the controller (./controller) reads, taken from the stores, and its effects applied to them.
// Event handlers call `emit` with what the player pointed at; components read the view through the hooks beside it.
import { bundle, gameStore } from '../../store/app'
import { useCursor, useUi } from '../../store/ui'
import { interpret, type BoardInput, type Effect, type Intent, type Selection } from './controller'

/** The selection as the controller reads it. */
export const selectionOf = (s: {
  selectedUnit: string | null
  selectedCommander: string | null
  defender: string | null
  attackers: readonly string[]
}): Selection => ({
  unit: s.selectedUnit,
  commander: s.selectedCommander,
  defender: s.defender,
  attackers: s.attackers,
})

/**
 * The controller's input now. Read from the stores at the moment of an event (not from a render's props): a click or
 * a key acts on the position and selection as they are when it happens, not as they were drawn.
 */
export function inputNow(): BoardInput {
  const ui = useUi.getState()
  return {
    ctx: bundle.ctx,
    state: gameStore.getState().state,
    sel: selectionOf(ui),
    setupLimbered: ui.setupLimbered,
    setupZone: bundle.setupZone,
    cursor: useCursor.getState().hex,
    coach: ui.coach,
  }
}

/** Applies effects in order; a command's follow-ups only when it was accepted. */
export function applyEffects(effects: readonly Effect[]): void {
  const ui = useUi.getState()
  for (const e of effects) {
    switch (e.kind) {
      case 'command':
        if (gameStore.getState().dispatch(e.command) && e.then) applyEffects(e.then)
        break
      case 'select':
        ui.selectUnit(e.unit)
        break
      case 'selectCommander':
        ui.selectCommander(e.commander)
        break
      case 'defender':
        ui.setDefender(e.id)
        break
      case 'toggleAttacker':
        ui.toggleAttacker(e.id)
        break
      case 'clearAttack':
        ui.clearAttack()
        break
      case 'explain':
        ui.explain(e.refusal)
        break
      case 'cursor':
        useCursor.getState().setCursor(e.hex)
        break
      case 'confirmEndPhase':
        ui.askPhaseEnd(e.warnings)
        break
    }
  }
}

/** What the player pointed at, carried out. */
export const emit = (intent: Intent): void => applyEffects(interpret(inputNow(), intent))
