// Borodino's coach hint in the app: the control over the app's game store, talking to its own computer player's
// worker (created on the first hint, so that a game without hints never loads it), put away when hints are turned off.
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { gameStore, onStart } from '../app'
import { createHintControl, type HintControl, type HintView } from './hintControl'
import { hintSettings } from './settings'
import { connectAiWorker } from '../ai'

let control: HintControl | null = null
const placeholder = createStore<HintView>()(() => ({
  status: 'idle',
  state: null,
  side: null,
  command: null,
  plan: [],
  level: 'normal',
  answeredAt: null,
  since: null,
  thinkMs: null,
}))

onStart(() => {
  control = createHintControl({ game: gameStore, connect: connectAiWorker, seed: Math.floor(Math.random() * 2 ** 31) })
  hintSettings.subscribe((s) => {
    if (!s.enabled) control?.close()
  })
})

/** The hint's control (once the app has started; the screens use it only after that). */
export const hints = (): HintControl | null => control

export function useHint<T>(selector: (v: HintView) => T): T {
  return useStore(control?.view ?? placeholder, selector)
}
