// Start-up work runs from startApp(), never at import: importing the stores reads and writes no storage.
import { afterAll, describe, expect, it, vi } from 'vitest'

/** A localStorage that counts every touch. */
function countingStorage(seed: Record<string, string>) {
  const data = new Map(Object.entries(seed))
  const touched: string[] = []
  return {
    touched,
    storage: {
      getItem: (k: string) => (touched.push(`get ${k}`), data.get(k) ?? null),
      setItem: (k: string, v: string) => void (touched.push(`set ${k}`), data.set(k, v)),
      removeItem: (k: string) => void (touched.push(`remove ${k}`), data.delete(k)),
    },
  }
}

const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
afterAll(() => {
  if (had) Object.defineProperty(globalThis, 'localStorage', had)
  else delete (globalThis as { localStorage?: unknown }).localStorage
  vi.resetModules()
})

describe('start-up', () => {
  it('importing the stores (tutorial, app, UI, Phalanx) and the saves dialog touches no storage; start-up reads it', async () => {
    // Lesson 1 was left at step 3 on an earlier visit.
    const ls = countingStorage({ 'borodino:tutorial-step': JSON.stringify({ step: 3, starts: [0, 0, 1, 2] }) })
    Object.defineProperty(globalThis, 'localStorage', { value: ls.storage, configurable: true, writable: true })
    vi.resetModules()
    const { useTutorial } = await import('../../src/store/tutorial/tutorialStatus')
    const { startApp } = await import('../../src/store/app')
    await import('../../src/store/ui/uiStore')
    await import('../../src/store/ui/activeGame')
    const { phalanxStore } = await import('../../src/store/phalanx/store')
    await import('../../src/ui/dialogs/SavesDialog')
    expect(ls.touched).toEqual([])
    expect(useTutorial.getState().saved[0]).toBeNull()

    await startApp()
    expect(ls.touched.length).toBeGreaterThan(0)
    expect(ls.touched).toContain('get borodino:tutorial-step')
    expect(useTutorial.getState().saved[0]).toBe(3)
    // Phalanx's store reads its autosave when it is first used.
    const before = ls.touched.length
    expect(phalanxStore.getState().commands).toEqual([])
    expect(ls.touched.slice(before)).toContain('get phalanx:autosave')
  })
})
