// Saving a game (or any text) as a file the player keeps; works even when the browser's storage is full.
import { gameStore } from '../store/app'
import { exportText } from '../store/save'

export function downloadText(name: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' })
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}

/** The game in progress as a save file; marks it saved. */
export function downloadGame(): void {
  const g = gameStore.getState()
  const save = g.save()
  downloadText(`borodino-turn${save.turn}-${save.side}.json`, exportText(save))
  g.markSaved()
}
