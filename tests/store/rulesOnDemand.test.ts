// The rules code (apply, reach, combat queries) is its own chunk, fetched just after the first paint: a store built
// before it arrives shows its game, carries out commands given meanwhile once it comes, in order, and when it
// cannot be fetched keeps the game as it is and says so.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../src/store/game/save/slots'

// Fresh modules: the app's start without the rules the other tests are given (tests/helpers/provideOnDemand.ts).
beforeEach(() => vi.resetModules())
afterAll(() => {
  vi.doUnmock('../../src/store/rulesCode')
  vi.resetModules()
})

async function freshStore() {
  const { createGameStore } = await import('../../src/store/game/gameStore')
  const { bundledData } = await import('../../src/store/game/bundled')
  const rules = await import('../../src/store/rules')
  const bundle = bundledData()
  if (!bundle) throw new Error('the bundled data')
  const store = createGameStore(bundle, memoryStorage(), { scenarioId: 'historical', seed: 7 })
  return { store, rules }
}

describe('the rules on demand', () => {
  it('one command given before the rules arrive waits for them; more meanwhile are not stacked up', async () => {
    const { store, rules } = await freshStore()
    expect(rules.rulesCode()).toBeNull()
    const start = store.getState().state
    expect(start.phase).toBe('rally')
    expect(store.getState().dispatch({ type: 'endPhase' })).toBe(true)
    // A second click meanwhile would end a phase the player never saw.
    expect(store.getState().dispatch({ type: 'endPhase' })).toBe(false)
    // Nothing yet: the game waits for its rules.
    expect(store.getState().state).toBe(start)
    await rules.loadRules()
    await Promise.resolve()
    expect(store.getState().commands.map((c) => c.type)).toEqual(['endPhase'])
    expect(store.getState().state.phase).toBe('movement')
    expect(store.getState().refusal).toBeNull()
  })

  it('the waiting command is dropped when the game changed before the rules came', async () => {
    const { store, rules } = await freshStore()
    expect(store.getState().dispatch({ type: 'endPhase' })).toBe(true)
    expect(store.getState().newGame('historical', 9)).toBe(true)
    await rules.loadRules()
    await Promise.resolve()
    expect(store.getState().seed).toBe(9)
    expect(store.getState().commands).toEqual([])
    expect(store.getState().state.phase).toBe('rally')
  })

  it('without the rules nothing is rewound yet', async () => {
    const { store, rules } = await freshStore()
    expect(store.getState().rewind(0)).toBe(false)
    await rules.loadRules()
    expect(store.getState().rewind(0)).toBe(true)
  })

  it('rules that cannot be fetched leave the game untouched and say so', async () => {
    vi.doMock('../../src/store/rulesCode', () => {
      throw new Error('offline')
    })
    const { store, rules } = await freshStore()
    const start = store.getState().state
    store.getState().dispatch({ type: 'endPhase' })
    await expect(rules.loadRules()).rejects.toThrow()
    await Promise.resolve()
    expect(store.getState().state).toBe(start)
    expect(store.getState().commands).toEqual([])
    expect(store.getState().refusal?.code).toBe('rules.unavailable')
    vi.doUnmock('../../src/store/rulesCode')
  })
})
