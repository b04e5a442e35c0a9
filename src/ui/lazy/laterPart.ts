// A part of Borodino's screen that the first screen does not draw (src/ui/laterParts.ts): drawn by lazyPart from the
// one chunk they share, and fetched, every one of them, when the browser is idle after the first paint
// (preloadLaterParts, preload.ts), so that such a part, when first drawn, is drawn at once.
import type { ComponentType } from 'react'
import { loadLaterParts } from '../features'
import { lazyPart, type PartOptions } from './lazyPart'

type LaterParts = Awaited<ReturnType<typeof loadLaterParts>>

const preloads: Array<() => void> = []

/** The part `pick` chooses from laterParts.ts, loaded on demand. */
export function laterPart<P extends object>(
  pick: (m: LaterParts) => ComponentType<P>,
  opts: PartOptions,
): ComponentType<P> & { preload: () => void } {
  const part = lazyPart(() => loadLaterParts().then(pick), opts)
  preloads.push(part.preload)
  return part
}

/** Fetches the parts' chunk and readies every part made so far to be drawn at once. */
export function preloadLaterParts(): void {
  for (const preload of preloads) preload()
}
