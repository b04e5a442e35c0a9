// The Phalanx screen's computer player: the control over the Phalanx store, talking to the computer
// player's worker (the one Borodino's uses, src/worker/aiWorker.ts; started when a computer side first
// has to move). It waits while the game is reviewed or the tutorial runs.
import { useStore } from 'zustand'
import { createPhAiControl, type PhAiStatus, type PhConnect } from '../../store/ai'
import { phalanxStore } from '../../store/phalanx'
import type { PhalanxAiAnswer } from '../../worker/phalanxProtocol'
import { usePhUi } from './phUi'

const connectWorker: PhConnect = (onAnswer, onError) => {
  const worker = new Worker(new URL('../../worker/aiWorker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (e: MessageEvent<PhalanxAiAnswer>) => onAnswer(e.data)
  worker.onerror = (e) => {
    e.preventDefault()
    onError(e.message || 'worker error')
  }
  return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() }
}

export const phAi = createPhAiControl({
  game: phalanxStore,
  connect: connectWorker,
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
