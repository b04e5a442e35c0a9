// A way for the browser tests to make the app fail while drawing, to prove the crash screen works.
// Armed only through the test hook; it throws until the crash screen has caught the error.
import { create } from 'zustand'

const probe = create<{ armed: boolean }>(() => ({ armed: false }))

export const failRender = (): void => probe.setState({ armed: true })
export const disarmRender = (): void => {
  // Called by the crash boundary once it has caught an error (outside any render): whether the probe is armed now.
  if (probe.getState().armed) probe.setState({ armed: false })
}

export function CrashProbe() {
  if (probe((s) => s.armed)) throw new Error('A drawing failure requested by a test.')
  return null
}
