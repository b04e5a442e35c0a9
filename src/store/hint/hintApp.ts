// The app's coach hint: the control over the app's game store, talking to its own computer player's worker
// (created on the first hint, so that a game without hints never loads it), and the «no help» setting:
// with hints off the button is not shown (kept in the browser's storage).
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { gameStore, onStart } from '../app'
import { createHintControl, type HintControl, type HintView } from './hintControl'
import { connectAiWorker } from '../ai'

const OFF_KEY = 'borodino:hints-off'

const readOff = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(OFF_KEY) === '1'
  } catch {
    return false
  }
}

/** The «no help» setting: hints off hides the button. */
export const hintSettings = createStore<{ enabled: boolean; setEnabled(on: boolean): void }>()((set) => ({
  enabled: !readOff(),
  setEnabled(on) {
    set({ enabled: on })
    try {
      if (on) globalThis.localStorage?.removeItem(OFF_KEY)
      else globalThis.localStorage?.setItem(OFF_KEY, '1')
    } catch {
      /* no storage: the setting lasts this visit */
    }
  },
}))

let control: HintControl | null = null
const placeholder = createStore<HintView>()(() => ({
  status: 'idle',
  state: null,
  side: null,
  command: null,
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

export function useHintsEnabled(): boolean {
  return useStore(hintSettings, (s) => s.enabled)
}
