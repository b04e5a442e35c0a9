// Starting a scenario whose data is fetched on demand (scenarioSources.ts): the new-game and welcome dialogs go
// through here, so that a click on a scenario not yet fetched starts it once it has arrived.
import { gameStore } from './app'
import { loadScenario, scenarioReady } from './scenarioSources'
import { useUi } from './uiStore'
import { stringsFor } from '../i18n'

/** Set while a start waits for its data: a second click meanwhile adds nothing. */
let waiting = false

/**
 * Runs `go` (which starts `scenarioId`) at once when the scenario's data is there, else once it has arrived; not at
 * all if the game has moved on meanwhile (the click is stale). A failed fetch leaves the game in progress as it is
 * and says so, with the dialog closed.
 */
export function withScenario(scenarioId: string, go: () => void): void {
  if (scenarioReady(scenarioId)) return go()
  if (waiting) return
  waiting = true
  const state = gameStore.getState().state
  loadScenario(scenarioId).then(
    () => {
      waiting = false
      if (gameStore.getState().state === state) go()
    },
    () => {
      waiting = false
      const ui = useUi.getState()
      const t = stringsFor(ui.lang)
      // The dialog that asked would hide the message: it closes on the game as it was (opened again to retry).
      ui.openDialog(null)
      ui.say(t.screen.loadFailed(t.screen.part.scenario))
    },
  )
}
