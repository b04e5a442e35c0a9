// A click on a setup zone hex places the selected unit or commander there (SCN.2); the board calls it, so it
// lives apart from the setup panel, which loads only in a setup.
import { gameStore } from '../../store/app'
import { useUi } from '../../store/ui'

/** A click on a hex in the setup phase: place the selected unit or commander there. */
export function placeSelected(hex: string): void {
  const ui = useUi.getState()
  const game = gameStore.getState()
  if (ui.selectedCommander) {
    if (game.dispatch({ type: 'placeCommander', commander: ui.selectedCommander, hex })) ui.selectCommander(null)
    return
  }
  const unit = ui.selectedUnit
  if (!unit) return
  const isBattery = game.state.units[unit]?.type === 'artillery'
  if (game.dispatch({ type: 'place', unit, hex, ...(isBattery ? { limbered: ui.setupLimbered } : {}) }))
    ui.selectUnit(null)
}
