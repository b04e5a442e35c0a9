import { describe, expect, it, vi } from 'vitest'
import { at } from '../helpers/must'
import { createGameStore } from '../../src/store/game/gameStore'
import { demoBundle } from '../fixtures/demoBundle'

describe('the game survives an engine failure', () => {
  it('an exception inside the engine becomes a refusal and leaves the game, commands and log untouched', () => {
    const bundle = demoBundle()
    const store = createGameStore(bundle, null, { scenarioId: 'demo', seed: 3 })
    const g = () => store.getState()
    expect(g().dispatch({ type: 'rally' })).toBe(true)
    const before = { state: g().state, commands: g().commands, log: g().log }
    // Break the map under the engine's feet, as a bug would.
    const saved = bundle.ctx.map
    ;(bundle.ctx as { map: unknown }).map = null
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(g().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })).toBe(false)
    quiet.mockRestore()
    ;(bundle.ctx as { map: unknown }).map = saved
    expect(g().refusal?.code).toBe('engine.error')
    expect({ state: g().state, commands: g().commands, log: g().log }).toEqual(before)
    expect(g().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })).toBe(true)
  })
})

describe('links with a bad scenario or seed', () => {
  it('an unknown scenario or a seed that is not a whole number starts the default game instead of failing', () => {
    const bundle = demoBundle()
    const store = createGameStore(bundle, null, { scenarioId: 'typo', seed: Number.NaN })
    expect(store.getState().scenarioId).toBe(at(bundle.scenarios, 0).id)
    expect(Number.isSafeInteger(store.getState().seed)).toBe(true)
    expect(store.getState().newGame(at(bundle.scenarios, 0).id, 1.5)).toBe(false)
    expect(store.getState().newGame('typo', 3)).toBe(false)
  })
})
