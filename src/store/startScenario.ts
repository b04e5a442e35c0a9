// Starting a scenario whose data is fetched on demand (scenarioSources.ts): the new-game and welcome dialogs go
// through here, so that a click on a scenario not yet fetched starts it once it has arrived.
import { loadScenario, scenarioReady } from './game/scenarioSources'
import { startWhenLoaded } from './whenLoaded'

const waitFor = startWhenLoaded('scenario')

/**
 * Runs `go` (which starts `scenarioId`) at once when the scenario's data is there, else once it has arrived
 * (whenLoaded.ts: not if the game moved on meanwhile; a failed fetch is said, the game kept).
 */
export function withScenario(scenarioId: string, go: () => void): void {
  if (scenarioReady(scenarioId)) return go()
  waitFor(() => loadScenario(scenarioId), go)
}
