import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { createGameStore } from '../../src/store/game/gameStore'
import { startLinkGame } from '../../src/store/game/linkGame'
import { listSaves, memoryStorage } from '../../src/store/game/save/slots'
import { demoBundle } from '../fixtures/demoBundle'

const bundle = demoBundle()

describe('a ?new= link', () => {
  it('keeps an unsaved game in progress as a named save before starting its game', () => {
    const kv = memoryStorage()
    const store = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 7 })
    store.getState().dispatch({ type: 'rally' })
    const before = store.getState().save()
    const r = startLinkGame(store, kv, 'demo', 9, () => 'Демо')
    expect(r).toEqual({ started: true, kept: 'Демо' })
    expect(store.getState().seed).toBe(9)
    const saved = listSaves(kv)
    expect(saved.map((s) => s.name)).toEqual(['Демо'])
    expect(JSON.parse(at(saved, 0).text)).toMatchObject({ seed: 7, commands: before.commands })
  })

  it('starts at once over a game with nothing to lose', () => {
    const kv = memoryStorage()
    const store = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 7 })
    expect(startLinkGame(store, kv, 'demo', 9, () => 'Демо')).toEqual({ started: true, kept: null })
    expect(listSaves(kv)).toEqual([])
  })
})
