// The record (the move list) is shown beside the board: its chunk, the review's (features.ts), is fetched once the
// board has been painted and the browser is idle, so that it is there a moment after the first screen. So are the
// parts of the screen the first screen does not draw (laterParts.ts: the menu's dialogs, the other phases' panels),
// so that a first click on them does not wait for the network, and the hex outlines the board's marks are drawn
// with (geom.ts makes them on first use: not on the first screen's path, and not on a first click's either).
import { scheduleIdle } from '../store/idle'
import { map } from '../store/app'
import { boardGeom } from './board/geom'
import { loadReview } from './features'
import { preloadLaterParts } from './lazy/laterPart'

export function preloadAfterFirstPaint(): void {
  // A chunk an idle callback: starting a chunk's fetch takes the main thread a while (its preloads), both in one
  // callback a long task on a phone.
  scheduleIdle(() => void loadReview().catch(() => undefined), { timeout: 3000, fallback: 1500 })
  scheduleIdle(preloadLaterParts, { timeout: 3500, fallback: 1750 })
  // An idle task of its own: a few milliseconds, more on a phone's CPU.
  scheduleIdle(() => void boardGeom(map).points, { timeout: 4000, fallback: 2000 })
}
