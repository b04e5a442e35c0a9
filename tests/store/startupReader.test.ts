// The save reader is its own chunk, fetched at start only when there is an autosave to resume: the store is
// then built once it has arrived, resumes the game, and a corrupt autosave is still reported and kept.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGameStore } from '../../src/store/game/gameStore'
import { bundledData } from '../../src/store/game/bundled'
import { memoryStorage, AUTOSAVE_KEY } from '../../src/store/game/save/slots'
import { saveText } from '../../src/store/game/save/save'
import { must } from '../helpers/must'

const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
afterAll(() => {
  if (had) Object.defineProperty(globalThis, 'localStorage', had)
  else delete (globalThis as { localStorage?: unknown }).localStorage
  vi.resetModules()
})

function useStorage(seed: Record<string, string>): Map<string, string> {
  const data = new Map(Object.entries(seed))
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true })
  return data
}

/** A game two phases in, as its autosave text. */
function autosaveText(): { text: string; commands: number } {
  const store = createGameStore(must(bundledData(), 'the bundled data'), memoryStorage(), {
    scenarioId: 'historical',
    seed: 7,
  })
  expect(store.getState().dispatch({ type: 'endPhase' })).toBe(true)
  expect(store.getState().dispatch({ type: 'endPhase' })).toBe(true)
  return { text: saveText(store.getState().save()), commands: store.getState().commands.length }
}

// Fresh modules: the app's start without the reader the other tests are given (tests/helpers/provideOnDemand.ts).
beforeEach(() => vi.resetModules())

describe('start-up and the save reader', () => {
  it('with no autosave the store is built at once and the reader is not fetched', async () => {
    useStorage({})
    const app = await import('../../src/store/app')
    const reading = await import('../../src/store/game/save/saveReading')
    const started = app.startApp()
    expect(app.gameStore).toBeDefined()
    expect(reading.saveReader()).toBeNull()
    await started
    expect(app.gameStore.getState().commands).toEqual([])
  })

  it('an autosave is resumed once the reader has arrived', async () => {
    const { text, commands } = autosaveText()
    useStorage({ [AUTOSAVE_KEY]: text })
    const app = await import('../../src/store/app')
    const reading = await import('../../src/store/game/save/saveReading')
    const started = app.startApp()
    // Not built yet: the reader is on its way.
    expect(app.gameStore).toBeUndefined()
    await started
    expect(reading.saveReader()).not.toBeNull()
    const g = app.gameStore.getState()
    expect(g.seed).toBe(7)
    expect(g.commands.length).toBe(commands)
    expect(g.brokenAutosave).toBeNull()
  })

  it('a corrupt autosave is reported and kept as it was, and nothing is written over it', async () => {
    const { text } = autosaveText()
    const broken = text.replace('"check":"', '"check":"0')
    const data = useStorage({ [AUTOSAVE_KEY]: broken })
    const app = await import('../../src/store/app')
    await app.startApp()
    const g = app.gameStore.getState()
    expect(g.brokenAutosave?.text).toBe(broken)
    expect(must(g.brokenAutosave, 'the broken autosave').problems.map((p) => p.code)).toEqual(['replay-mismatch'])
    // A command in the default game does not write over the kept autosave.
    expect(g.dispatch({ type: 'endPhase' })).toBe(true)
    app.gameStore.getState().flushAutosave()
    expect(data.get(AUTOSAVE_KEY)).toBe(broken)
  })
})
