// The record (the move list) is shown beside the board: its chunk, the review's (features.ts), is fetched once the
// board has been painted and the browser is idle, so that it is there a moment after the first screen. So are the
// parts of the screen the first screen does not draw (laterParts.ts: the menu's dialogs, the other phases' panels),
// so that a first click on them does not wait for the network.
import { scheduleIdle } from '../store/idle'
import { loadReview } from './features'
import { preloadLaterParts } from './lazy/laterPart'

export function preloadAfterFirstPaint(): void {
  scheduleIdle(
    () => {
      void loadReview().catch(() => undefined)
      preloadLaterParts()
    },
    { timeout: 3000, fallback: 1500 },
  )
}
