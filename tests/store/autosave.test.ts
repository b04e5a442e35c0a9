import { describe, expect, it } from 'vitest'
import { createGameStore } from '../../src/store/game/gameStore'
import { AUTOSAVE_KEY, deleteSave, listSaves, memoryStorage, putSave } from '../../src/store/game/save/slots'
import { demoBundle } from '../fixtures/demoBundle'

const bundle = demoBundle()

describe('autosave', () => {
  it('writes after every command and a new store resumes exactly', () => {
    const kv = memoryStorage()
    const a = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 11 })
    a.getState().dispatch({ type: 'rally' })
    a.getState().flushAutosave()
    const afterRally = kv.getItem(AUTOSAVE_KEY)
    expect(afterRally).toContain('"borodino-save"')
    a.getState().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
    a.getState().flushAutosave()
    expect(kv.getItem(AUTOSAVE_KEY)).not.toBe(afterRally)

    const b = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 99 })
    expect(b.getState().state).toEqual(a.getState().state)
    expect(b.getState().commands).toEqual(a.getState().commands)
    expect(b.getState().seed).toBe(11)
    expect(b.getState().log.length).toBe(a.getState().log.length)
  })

  it('a game resumed from the autosave is not counted as saved, unless a named save holds it', () => {
    const kv = memoryStorage()
    const a = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 11 })
    a.getState().dispatch({ type: 'rally' })
    a.getState().flushAutosave()
    // After a reload: loading or importing over the resumed game must ask first.
    expect(createGameStore(bundle, kv, { scenarioId: 'demo', seed: 1 }).getState().isUnsaved()).toBe(true)
    putSave(kv, 'kept', a.getState().save())
    expect(createGameStore(bundle, kv, { scenarioId: 'demo', seed: 1 }).getState().isUnsaved()).toBe(false)
  })

  it('an undo is autosaved too', () => {
    const kv = memoryStorage()
    const a = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 11 })
    a.getState().dispatch({ type: 'rally' })
    a.getState().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
    a.getState().undo()
    a.getState().flushAutosave()
    const b = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 11 })
    expect(b.getState().state.units['fr-i-4']!.hex).toBe('0504')
  })

  it('ignores a broken autosave and starts the given scenario', () => {
    const kv = memoryStorage()
    kv.setItem(AUTOSAVE_KEY, '{broken')
    const s = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 5 })
    expect(s.getState().seed).toBe(5)
    expect(s.getState().commands).toEqual([])
  })

  it('keeps named saves', () => {
    const kv = memoryStorage()
    const a = createGameStore(bundle, kv, { scenarioId: 'demo', seed: 1 })
    putSave(kv, 'first', a.getState().save())
    putSave(kv, 'second', a.getState().save())
    putSave(kv, 'first', a.getState().save())
    expect(listSaves(kv).map((s) => s.name)).toEqual(['first', 'second'])
    expect(deleteSave(kv, 'first').saves.map((s) => s.name)).toEqual(['second'])
  })
})
