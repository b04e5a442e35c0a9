// The Phalanx screen's computer player: the control over the Phalanx store, talking to the computer
// player's worker (the one Borodino's uses, src/worker/aiWorker.ts; started when a computer side first
// has to move). It waits while the game is reviewed or the tutorial runs.
import { useStore } from 'zustand'
import { connectPhWorker, createPhAiControl, type PhAiStatus } from '../../store/ai'
import { phalanxStore } from '../../store/phalanx'
import { usePhUi } from './phUi'

export const phAi = createPhAiControl({
  game: phalanxStore,
  connect: connectPhWorker,
  blocked: () => {
    // Asked by the control whenever the computer could move (outside any render): the review and tutorial now.
    const ui = usePhUi.getState()
    return ui.review !== null || ui.tutorial !== null
  },
  seed: Math.floor(Math.random() * 2 ** 31),
})

usePhUi.subscribe((s, p) => {
  if (s.review !== p.review || s.tutorial !== p.tutorial) phAi.sync()
})

export function usePhAi<T>(selector: (s: PhAiStatus) => T): T {
  return useStore(phAi.status, selector)
}
