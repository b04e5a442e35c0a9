// The «no help» setting of both games: with hints off the hint button is not shown (kept in the browser's storage).
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

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

export function useHintsEnabled(): boolean {
  return useStore(hintSettings, (s) => s.enabled)
}
