// For dialogs whose buttons start a lesson or a scenario, or read saves (starting a lesson resumes its save or keeps
// the player's game): the lesson controller, the save reader and every scenario's data are fetched once the dialog is
// open and the browser idle, so that the click answers at once.
import { useEffect } from 'react'
import { scheduleIdle } from '../store/idle'
import { loadTutorial } from '../store/tutorial'

export function useGamesSoon(): void {
  // A failed fetch is told when a button needs what it fetches, not here.
  useEffect(() => scheduleIdle(() => void loadTutorial().catch(() => undefined)), [])
}
