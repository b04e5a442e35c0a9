// The hint asked by its key (h): as the button would, when a hint can be asked now; read at the key press.
import { takeOverLevel } from '../../store/ai'
import { gameStore } from '../../store/app'
import { hints, hintSettings, hintSide } from '../../store/hint'
import { hintInLesson, useTutorial } from '../../store/tutorial'

export function askHint(): void {
  if (!hintSettings.getState().enabled || !hintInLesson(useTutorial.getState())) return
  if (hintSide(gameStore.getState()) === null) return
  hints()?.ask(takeOverLevel())
}
