// On a phone the lesson card shows only what to do, with the step's text folded away, so that the counters the
// step talks about stay visible above it; the player unfolds the text when wanted. The camera follows the card.
import { create } from 'zustand'
import { actionsSelector, type Actions } from '../storeActions'

/** Narrow screens (phones) get the compact card. */
export const COMPACT_QUERY = '(max-width: 600px)'

interface CardFold {
  open: boolean
  /** The card is on the screen (the camera keeps the step clear of it). */
  shown: boolean
  toggle(): void
}

export const useCardFold = create<CardFold>((set) => ({
  open: false,
  shown: false,
  toggle: () => set((s) => ({ open: !s.open })),
}))

const cardFoldActions = actionsSelector<CardFold>()
export const useCardFoldActions = (): Actions<CardFold> => useCardFold(cardFoldActions)

export function isCompactScreen(): boolean {
  return globalThis.matchMedia?.(COMPACT_QUERY).matches === true
}
