// The record (the move list) is shown beside the board: its chunk, the review's (features.ts), is fetched once the
// board has been painted and the browser is idle, so that it is there a moment after the first screen.
import { scheduleIdle } from '../store/idle'
import { loadReview } from './features'

export function preloadAfterFirstPaint(): void {
  scheduleIdle(() => void loadReview().catch(() => undefined), { timeout: 3000, fallback: 1500 })
}
