// The lessons (their controller, steps and data) and the scenarios other than the starting one are fetched when
// they are started: from a cold start they begin once fetched, and a failed fetch leaves the game in progress as it
// was and says so. Fresh modules here: the app's start without what the other tests are given up front
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

function withLocation(search: string): void {
  Object.defineProperty(globalThis, 'location', { value: { search, pathname: '/' }, configurable: true })
}

async function coldStart() {
  withStorage()
  const app = await import('../../src/store/app')
  const status = await import('../../src/store/tutorial/tutorialStatus')
  const sources = await import('../../src/store/game/scenarioSources')
  const { useUi } = await import('../../src/store/ui/uiStore')
  const i18n = await import('../../src/i18n')
  await app.startApp()
  await i18n.loadLang('ru')
  // The app fetches the rules just after its first paint (src/store/rules.ts); these games are played after that.
  await (await import('../../src/store/rules')).loadRules()
  return { app, status, sources, useUi, t: i18n.stringsFor('ru') }
}

beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.doUnmock('../../src/tutorial/game')
  vi.doUnmock('../../src/data/scenarios/hypothetical.json')
  if (hadLocation) Object.defineProperty(globalThis, 'location', hadLocation)
  else delete (globalThis as { location?: unknown }).location
})

describe('lessons fetched when started', () => {
  it('a lesson started from a cold start begins once its controller and data have arrived', async () => {
    const { app, status, sources } = await coldStart()
    expect(sources.scenarioReady('tutorial')).toBe(false)
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

  it('a lesson whose data cannot be fetched: a message, and the game in progress untouched', async () => {
    vi.doMock('../../src/tutorial/game', () => {
      throw new Error('offline')
    })
    const { app, status, useUi, t } = await coldStart()
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

describe('the hypothetical scenario fetched when started', () => {
  it('a new game of it from a cold start begins once its data has arrived', async () => {
    const { app, sources } = await coldStart()
    const { withScenario } = await import('../../src/store/startScenario')
    expect(sources.scenarioReady('hypothetical')).toBe(false)
    // Without its data the bundle cannot start it (a caller must fetch first).
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(app.bundle.newGame('hypothetical', 5)).toBeNull()
    vi.mocked(console.error).mockRestore()
    let started = false
    withScenario('hypothetical', () => (started = app.gameStore.getState().newGame('hypothetical', 5)))
    expect(started).toBe(false)
    await vi.waitFor(() => expect(started).toBe(true))
    expect(app.gameStore.getState().scenarioId).toBe('hypothetical')
    expect(app.gameStore.getState().state.phase).toBe('setup')
  })

  it('when its data cannot be fetched: a message, and the game in progress untouched', async () => {
    vi.doMock('../../src/data/scenarios/hypothetical.json', () => {
      throw new Error('offline')
    })
    const { app, useUi, t } = await coldStart()
    const { withScenario } = await import('../../src/store/startScenario')
    const before = app.gameStore.getState().state
    let ran = false
    useUi.getState().openDialog('new-game')
    withScenario('hypothetical', () => (ran = true))
    await vi.waitFor(() => expect(useUi.getState().message).toBe(t.screen.loadFailed(t.screen.part.scenario)))
    expect(useUi.getState().dialog).toBeNull()
    expect(ran).toBe(false)
    expect(app.gameStore.getState().state).toBe(before)
  })

  it('a ?new=hypothetical link starts it once its data has arrived', async () => {
    withLocation('?new=hypothetical&seed=42')
    withStorage()
    const app = await import('../../src/store/app')
    const started = app.startApp()
    // Not built yet: the scenario's data is on its way.
    expect(app.gameStore).toBeUndefined()
    await started
    expect(app.gameStore.getState().scenarioId).toBe('hypothetical')
    expect(app.gameStore.getState().seed).toBe(42)
  })
})

describe('a link whose scenario cannot be fetched', () => {
  it('builds the app with the starting scenario, starts nothing, keeps the link and says why', async () => {
    vi.doMock('../../src/data/scenarios/hypothetical.json', () => {
      throw new Error('offline')
    })
    withLocation('?new=hypothetical&seed=42')
    withStorage()
    const replaced = vi.fn()
    Object.defineProperty(globalThis, 'history', { value: { replaceState: replaced }, configurable: true })
    try {
      const app = await import('../../src/store/app')
      const { useUi } = await import('../../src/store/ui/uiStore')
      const { ruMore } = await import('../../src/i18n/ru.more')
      await app.startApp()
      expect(app.gameStore.getState().scenarioId).toBe('historical')
      await vi.waitFor(() => expect(useUi.getState().message).toBe(ruMore.saves.linkScenarioFailed))
      // The address is left as it was, so that a reload tries the link again.
      expect(replaced).not.toHaveBeenCalled()
    } finally {
      delete (globalThis as { history?: unknown }).history
    }
  })
})

describe('a start that waits for a fetch', () => {
  it('says so after a moment, with its dialog open; the note stays until the fetch ends, then goes', async () => {
    const { useUi, t } = await coldStart()
    const { startWhenLoaded } = await import('../../src/store/whenLoaded')
    vi.useFakeTimers()
    try {
      let arrive: (v: number) => void = () => undefined
      const fetched = new Promise<number>((r) => (arrive = r))
      let got: number | null = null
      useUi.getState().openDialog('tutorial')
      startWhenLoaded('tutorial')(
        () => fetched,
        (v) => (got = v),
      )
      // A short wait passes unremarked.
      vi.advanceTimersByTime(299)
      expect(useUi.getState().message).toBeNull()
      vi.advanceTimersByTime(1)
      expect(useUi.getState().message).toBe(t.screen.loadingPart(t.screen.part.tutorial))
      expect(useUi.getState().messageStays).toBe(true)
      // The dialog that asked stays open (it keeps the board still: the start is not dropped as stale).
      expect(useUi.getState().dialog).toBe('tutorial')
      arrive(7)
      await fetched
      await Promise.resolve()
      expect(got).toBe(7)
      expect(useUi.getState().message).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
