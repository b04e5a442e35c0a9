// For dialogs whose buttons read saves (starting a lesson resumes its save or keeps the player's game): the save
// reader is fetched once the dialog is open and the browser idle, so that the click answers at once.
import { useEffect } from 'react'
import { scheduleIdle } from '../store/idle'
import { loadSaveReader } from '../store/saveReading'

export function useSaveReaderSoon(): void {
  // A failed fetch is told when a button needs the reader, not here.
  useEffect(() => scheduleIdle(() => void loadSaveReader().catch(() => undefined)), [])
}
