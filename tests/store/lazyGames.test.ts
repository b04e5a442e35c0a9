// The tutorial (its lesson controller, steps and texts) is a feature of its own, fetched when a lesson is started:
// from a cold start a lesson begins once it has arrived, and a failed fetch leaves the game in progress as it was
// and says so. Fresh modules here: the app's start without the controller the other tests are given up front
// (tests/helpers/provideOnDemand.ts).
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
const hadLocation = Object.getOwnPropertyDescriptor(globalThis, 'location')
afterAll(() => {
  if (had) Object.defineProperty(globalThis, 'localStorage', had)
  else delete (globalThis as { localStorage?: unknown }).localStorage
  vi.resetModules()
})

function withStorage(): void {
  const data = new Map<string, string>()
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true })
}

async function coldStart(fails = false) {
  withStorage()
  const app = await import('../../src/store/app')
  const status = await import('../../src/store/tutorial/tutorialStatus')
  const { useUi } = await import('../../src/store/ui/uiStore')
  const i18n = await import('../../src/i18n')
  // The app gives the store the tutorial's loader (src/ui/features.ts); offline, the fetch fails.
  status.setTutorialLoader(() =>
    fails
      ? Promise.reject(new Error('offline'))
      : import('../../src/store/tutorial/tutorial').then((m) => m.tutorialController),
  )
  await app.startApp()
  await i18n.loadLang('ru')
  return { app, status, useUi, t: i18n.stringsFor('ru') }
}

beforeEach(() => vi.resetModules())
afterEach(() => {
  if (hadLocation) Object.defineProperty(globalThis, 'location', hadLocation)
  else delete (globalThis as { location?: unknown }).location
})

describe('lessons fetched when started', () => {
  it('a lesson started from a cold start begins once its controller has arrived', async () => {
    const { app, status } = await coldStart()
    status.useTutorial.getState().start(false, 0)
    // On its way: nothing has changed yet.
    expect(status.useTutorial.getState().active).toBe(false)
    expect(app.gameStore.getState().scenarioId).toBe('historical')
    await vi.waitFor(() => expect(status.useTutorial.getState().active).toBe(true))
    const g = app.gameStore.getState()
    expect(g.scenarioId).toBe('tutorial')
    expect(g.mode).toBe('tutorial')
    // The controller keeps the status's control in step with the lesson (step 0 is about the board).
    expect(status.useTutorial.getState().control).toBeNull()
    status.useTutorial.getState().next()
    status.useTutorial.getState().next()
    expect(status.useTutorial.getState().control).toBe('rally')
  })

  it('a lesson whose controller cannot be fetched: a message, and the game in progress untouched', async () => {
    const { app, status, useUi, t } = await coldStart(true)
    expect(app.gameStore.getState().dispatch({ type: 'endPhase' })).toBe(true)
    const before = app.gameStore.getState()
    useUi.getState().openDialog('tutorial')
    status.useTutorial.getState().start(false, 0)
    await vi.waitFor(() => expect(useUi.getState().message).toBe(t.screen.loadFailed(t.screen.part.tutorial)))
    // The dialog that asked is closed: it would hide the message.
    expect(useUi.getState().dialog).toBeNull()
    const after = app.gameStore.getState()
    expect(after.state).toBe(before.state)
    expect(after.commands).toBe(before.commands)
    expect(after.mode).toBe('game')
    expect(status.useTutorial.getState().active).toBe(false)
  })
})
