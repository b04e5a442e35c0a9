// On a phone the lesson card shows only what to do, with the step's text folded away, so that the counters the
// step talks about stay visible above it; the player unfolds the text when wanted. The camera follows the card.
import { create } from 'zustand'

/** Narrow screens (phones) get the compact card. */
export const COMPACT_QUERY = '(max-width: 600px)'

export const useCardFold = create<{ open: boolean; shown: boolean; toggle(): void }>((set) => ({
  open: false,
  /** The card is on the screen (the camera keeps the step clear of it). */
  shown: false,
  toggle: () => set((s) => ({ open: !s.open })),
}))

export function isCompactScreen(): boolean {
  return globalThis.matchMedia?.(COMPACT_QUERY).matches === true
}
