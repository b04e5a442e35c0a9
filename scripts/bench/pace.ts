// The pace of the benchmark's clicks, shared by bench:ui and profile-click.

/**
 * A person's pace: each click comes 200–400 ms after the last one's answer (seeded, so every run waits alike).
 * Clicks sent at once after the last answer always land a few milliseconds after a frame, so they wait most of a
 * frame for the next one whatever they cost (bench:ui's floor line, a click that changes nothing, shows it); a
 * person's click comes at any moment of the frame, after the page has been idle, as here.
 */
export const PAUSE_MS = [200, 400] as const

/** The pauses before successive clicks, ms: a seeded sequence (mulberry32) within PAUSE_MS. */
export function personPauses(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    const u = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
    return Math.round(PAUSE_MS[0] + u * (PAUSE_MS[1] - PAUSE_MS[0]))
  }
}
