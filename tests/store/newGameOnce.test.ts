// A scenario and a seed always give the same game: a link to the game the store was just built with (?new=…&seed=…)
// takes that untouched state instead of building it again before the first paint, and only then.
import { describe, expect, it } from 'vitest'
import { createGameStore } from '../../src/store/game/gameStore'
import { AUTOSAVE_KEY, memoryStorage } from '../../src/store/game/save/slots'
import { demoBundle } from '../fixtures/demoBundle'

function countingBundle() {
  const bundle = demoBundle()
  const built: Array<[string, number]> = []
  const newGame = bundle.newGame.bind(bundle)
  bundle.newGame = (id, seed) => (built.push([id, seed]), newGame(id, seed))
  return { bundle, built }
}

describe('a new game of the scenario and seed just built', () => {
  it('takes the untouched state once; any later new game is built afresh', () => {
    const { bundle, built } = countingBundle()
    const store = createGameStore(bundle, memoryStorage(), { scenarioId: 'demo', seed: 11 })
    const first = store.getState().state
    expect(built).toEqual([['demo', 11]])
    // The link's game is the one just built: taken as it is.
    expect(store.getState().newGame('demo', 11)).toBe(true)
    expect(store.getState().state).toBe(first)
    expect(built).toEqual([['demo', 11]])
    // The same game again: a new state, equal to it (no two games share a state object).
    store.getState().newGame('demo', 11)
    expect(built.length).toBe(2)
    expect(store.getState().state).not.toBe(first)
    expect(store.getState().state).toEqual(first)
  })

  it('is built afresh once the game has moved on, or for another scenario or seed', () => {
    const moved = countingBundle()
    const a = createGameStore(moved.bundle, memoryStorage(), { scenarioId: 'demo', seed: 11 })
    const first = a.getState().state
    a.getState().dispatch({ type: 'rally' })
    expect(a.getState().state).not.toBe(first)
    a.getState().newGame('demo', 11)
    expect(moved.built.length).toBe(2)
    expect(a.getState().state).not.toBe(first)
    expect(a.getState().state).toEqual(first)

    const other = countingBundle()
    const b = createGameStore(other.bundle, memoryStorage(), { scenarioId: 'demo', seed: 11 })
    b.getState().newGame('demo', 12)
    expect(other.built).toEqual([
      ['demo', 11],
      ['demo', 12],
    ])
    expect(b.getState().state).not.toEqual(first)
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
