// Saving the Borodino game in progress as a file the player keeps; works even when the browser's storage is full.
import { gameStore } from '../store/app'
import { exportText } from '../store/game'
import { downloadText } from './saves/downloadText'

export { downloadText }

/** The game in progress as a file: its name and text. */
export function gameFile(): { name: string; text: string } {
  const save = gameStore.getState().save()
  return { name: `borodino-turn${save.turn}-${save.side}.json`, text: exportText(save) }
}

/** The game in progress as a save file; marks it saved. */
export function downloadGame(): void {
  const f = gameFile()
  downloadText(f.name, f.text)
  gameStore.getState().markSaved()
}
