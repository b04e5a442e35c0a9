// The last game position the screen showed without an error: where the crash screen goes back to.
import { gameStore } from '../../store/app'
import type { GameSnapshot } from '../../store/game'
import type { GameState } from '../../engine'

let lastGood: GameSnapshot | null = null

/** Called after every successful render of the app. */
export function rememberGoodPosition(): void {
  // The app's effect after each render that did not fail: the position in the store is the one just shown.
  const g = gameStore.getState()
  if (lastGood?.state === g.state) return
  lastGood = { scenarioId: g.scenarioId, seed: g.seed, state: g.state, commands: g.commands, log: g.log }
}

let retried: GameState | null = null

/**
 * Back to the last position that was shown without an error. When the error came with that very
 * position, the first time it is simply drawn again (the failure may not come back); after that,
 * one command further back each time (a replay of the rest).
 */
export function goBackToGoodPosition(): void {
  // The crash screen's button: the position as it is when it is pressed, compared with the last one shown.
  const g = gameStore.getState()
  if (lastGood && lastGood.state !== g.state) {
    g.restore(lastGood)
    return
  }
  if (retried !== g.state) {
    retried = g.state
    return
  }
  lastGood = null
  if (g.commands.length === 0 || !g.rewind(g.commands.length - 1)) g.newGame(g.scenarioId, g.seed)
}
