// The hint asked by its key (h): as the button would, when a hint can be asked now; read at the key press.
import { takeOverLevel } from '../../store/ai'
import { gameStore } from '../../store/app'
import { hintLevel } from '../../store/game'
import { hints, hintSettings, hintSide } from '../../store/hint'
import { hintInLesson, useTutorial } from '../../store/tutorial'

export function askHint(): void {
  if (!hintSettings.getState().enabled || !hintInLesson(useTutorial.getState())) return
  const g = gameStore.getState()
  const side = hintSide(g)
  if (side === null) return
  hints()?.ask(hintLevel(g.players, side, takeOverLevel()))
}
