// The pace of the benchmark's clicks, shared by bench:ui and profile-click.
import { mulberry32 } from '../../src/core/dice'

/**
 * A person's pace: each click comes 200–400 ms after the last one's answer (seeded, so every run waits alike).
 * Clicks sent at once after the last answer always land a few milliseconds after a frame, so they wait most of a
 * frame for the next one whatever they cost (bench:ui's floor line, a click that changes nothing, shows it). After
 * such a pause the browser begins a frame at once when the page asks for one, so what is timed is the page's own work
 * up to the paint, not a wait for the next frame (bench:ui's frames-running pass measures that case).
 */
export const PAUSE_MS = [200, 400] as const

/** The pauses before successive clicks, ms: a seeded sequence (the game's own dice generator) within PAUSE_MS. */
export function personPauses(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    const next = mulberry32(state)
    state = next.state
    return Math.round(PAUSE_MS[0] + next.u * (PAUSE_MS[1] - PAUSE_MS[0]))
  }
}
