import { describe, expect, it } from 'vitest'
import { createGameStore } from '../../src/store/game/gameStore'
import { UNDO_LIMIT } from '../../src/store/game/types'
import { demoBundle } from '../fixtures/demoBundle'

const bundle = demoBundle()
const fresh = () => createGameStore(bundle, null, { scenarioId: 'demo', seed: 3 })

describe('undo', () => {
  it('takes back moves of the movement phase, restoring state, commands and log', () => {
    const store = fresh()
    const g = () => store.getState()
    g().dispatch({ type: 'rally' })
    expect(g().undoStack.length).toBe(0)
    expect(g().undoBlock).toBe('phase')
    const start = g().state
    g().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
    g().dispatch({ type: 'move', unit: 'fr-i-5', path: ['0205', '0105'] })
    expect(g().undoStack.length).toBe(2)
    g().undo()
    g().undo()
    expect(g().state).toBe(start)
    expect(g().commands).toEqual([{ type: 'rally' }])
    expect(g().log.length).toBe(1)
    expect(g().undoBlock).toBe('empty')
  })

  it('is blocked by a die roll', () => {
    const store = fresh()
    const g = () => store.getState()
    for (const c of [{ type: 'rally' }, { type: 'endPhase' }, { type: 'endPhase' }] as const)
      expect(g().dispatch(c)).toBe(true)
    expect(g().state.side).toBe('ru')
    expect(g().state.phase).toBe('rally')
    g().dispatch({ type: 'rally' }) // the Cossacks are demoralized: a die is rolled
    expect(
      g()
        .log.at(-1)
        ?.events.some((e) => e.type === 'rallied' || e.type === 'rally-failed'),
    ).toBe(true)
    expect(g().undoBlock).toBe('dice')
    expect(g().undoStack.length).toBe(0)
  })

  it('never crosses a phase boundary', () => {
    const store = fresh()
    const g = () => store.getState()
    g().dispatch({ type: 'rally' })
    g().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })
    g().dispatch({ type: 'endPhase' })
    expect(g().state.phase).toBe('combat')
    expect(g().undoStack.length).toBe(0)
    expect(g().undoBlock).toBe('phase')
    g().undo()
    expect(g().state.phase).toBe('combat')
  })

  it('keeps at most UNDO_LIMIT snapshots', () => {
    const store = fresh()
    const g = () => store.getState()
    g().dispatch({ type: 'rally' })
    // The cavalry shuttles back and forth on open ground, one hex at a time.
    let at = '0103'
    for (let i = 0; i < UNDO_LIMIT + 3 && g().state.units['fr-cav-1']!.mpSpent < 6; i++) {
      const to = at === '0103' ? '0102' : '0103'
      if (!g().dispatch({ type: 'move', unit: 'fr-cav-1', path: [at, to] })) break
      at = to
    }
    expect(g().undoStack.length).toBeLessThanOrEqual(UNDO_LIMIT)
    expect(g().undoStack.length).toBe(g().commands.length - 1)
  })

  it('a refused command changes nothing and is reported', () => {
    const store = fresh()
    const before = store.getState().state
    expect(store.getState().dispatch({ type: 'move', unit: 'fr-i-4', path: ['0504', '0503'] })).toBe(false)
    expect(store.getState().state).toBe(before)
    expect(store.getState().refusal?.rule).toBe('SEQ.3')
  })
})
