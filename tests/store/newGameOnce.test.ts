// A scenario and a seed always give the same game, so the store builds it once: a link to the game the store was
// just built with (?new=…&seed=…) reuses that state instead of building it again before the first paint.
import { describe, expect, it } from 'vitest'
import { createGameStore } from '../../src/store/gameStore'
import { AUTOSAVE_KEY, memoryStorage } from '../../src/store/storage'
import { demoBundle } from '../fixtures/demoBundle'

function countingBundle() {
  const bundle = demoBundle()
  const built: Array<[string, number]> = []
  const newGame = bundle.newGame.bind(bundle)
  bundle.newGame = (id, seed) => (built.push([id, seed]), newGame(id, seed))
  return { bundle, built }
}

describe('a new game of the scenario and seed just built', () => {
  it('is the same state, not built again; another seed is built, and the first again when asked for', () => {
    const { bundle, built } = countingBundle()
    const store = createGameStore(bundle, memoryStorage(), { scenarioId: 'demo', seed: 11 })
    const first = store.getState().state
    expect(built).toEqual([['demo', 11]])

    store.getState().dispatch({ type: 'rally' })
    expect(store.getState().state).not.toBe(first)
    expect(store.getState().newGame('demo', 11)).toBe(true)
    expect(store.getState().state).toBe(first)
    expect(store.getState().commands).toEqual([])
    expect(built).toEqual([['demo', 11]])

    store.getState().newGame('demo', 12)
    expect(built).toEqual([
      ['demo', 11],
      ['demo', 12],
    ])
    expect(store.getState().state).not.toEqual(first)
    store.getState().newGame('demo', 11)
    expect(built.length).toBe(3)
    expect(store.getState().state).toEqual(first)
  })

  it('is still autosaved: a link started on a first visit is the game a reload resumes', () => {
    const { bundle } = countingBundle()
    const kv = memoryStorage()
    const store = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 11 })
    expect(kv.getItem(AUTOSAVE_KEY)).toBeNull()
    store.getState().newGame('demo', 11)
    // Queued for when the browser is idle; leaving the page (or this flush) writes it at once.
    store.getState().flushAutosave()
    expect(kv.getItem(AUTOSAVE_KEY)).toContain('"borodino-save"')
    expect(createGameStore(bundle, kv, { scenarioId: 'demo', seed: 99 }).getState().seed).toBe(11)
  })
})
