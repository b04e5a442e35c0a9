// The Phalanx computer player's control, with the worker's handler answering in-process: it plays the
// computer's side through the store's normal path, one command at a time, hands the turn back, and
// never applies a stale answer (undo, a new game, a changed setting make the request stale).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { at } from '../helpers/must'
import type { PhCommand } from '../../src/phalanx'
import { createPhAiControl, type PhConnect } from '../../src/store/ai/phalanxControl'
import { createPhalanxStore } from '../../src/store/phalanx/store'
import { memoryStorage } from '../../src/store/game/save/slots'
import { handlePhalanxRequest } from '../../src/worker/phalanxHandler'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../src/worker/phalanxProtocol'

/** A connection that holds requests until the test answers them (as a slow worker would). */
function heldConnection() {
  const pending: PhalanxAiRequest[] = []
  let deliver: (a: PhalanxAiAnswer) => void = () => {}
  const connect: PhConnect = (onAnswer) => {
    deliver = onAnswer
    return { post: (r) => pending.push(structuredClone(r)), terminate: () => {} }
  }
  return {
    connect,
    pending,
    answer: (r: PhalanxAiRequest) => deliver(structuredClone(handlePhalanxRequest(r))),
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const south: PhCommand = { type: 'move', unit: 'S-C1', path: ['0508'], facing: 0 }

describe('Phalanx computer player control', () => {
  it('plays North through the store one command at a time, then the turn is South’s again', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const w = heldConnection()
    const ai = createPhAiControl({ game, connect: w.connect, delayMs: 100 })
    game.getState().newGame({ first: 'south' }, { south: 'human', north: 'easy' })
    expect(game.getState().handoverFor).toBeNull()
    expect(w.pending).toHaveLength(0)
    expect(game.getState().dispatch(south)).toBe(true)
    for (let i = 0; i < 3; i++) game.getState().dispatch({ type: 'endPhase' })
    expect(game.getState().state.side).toBe('north')
    expect(w.pending).toHaveLength(1)
    expect(w.pending[0]).toMatchObject({ game: 'phalanx', side: 'north', level: 'easy' })
    expect(ai.status.getState().thinking).toBe('north')
    const before = game.getState().commands.length
    w.answer(at(w.pending, 0))
    expect(ai.status.getState()).toMatchObject({ thinking: null, showing: true })
    expect(game.getState().commands.length).toBe(before)
    vi.advanceTimersByTime(100)
    expect(game.getState().commands.length).toBe(before + 1)
    vi.advanceTimersByTime(100_000)
    expect(game.getState().state.side).toBe('south')
    expect(ai.status.getState().showing).toBe(false)
    expect(game.getState().handoverFor).toBeNull()
    expect(w.pending).toHaveLength(1)
    ai.dispose()
  })

  it('skip gives the rest of the answer at once', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const w = heldConnection()
    const ai = createPhAiControl({ game, connect: w.connect, delayMs: 100 })
    game.getState().newGame({ first: 'north' }, { south: 'human', north: 'easy' })
    w.answer(at(w.pending, 0))
    ai.skip()
    expect(game.getState().state.side).toBe('south')
    ai.dispose()
  })

  it('a new game while it thinks makes the answer stale: it is dropped and the new game asked', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const w = heldConnection()
    const ai = createPhAiControl({ game, connect: w.connect, delayMs: 0 })
    game.getState().newGame({ first: 'north', seed: 1 }, { south: 'human', north: 'easy' })
    game.getState().newGame({ first: 'north', seed: 2 }, { south: 'human', north: 'easy' })
    expect(w.pending).toHaveLength(2)
    w.answer(at(w.pending, 0))
    vi.advanceTimersByTime(10_000)
    expect(game.getState().commands).toHaveLength(0)
    expect(ai.status.getState().thinking).toBe('north')
    w.answer(at(w.pending, 1))
    vi.advanceTimersByTime(10_000)
    expect(game.getState().state.side).toBe('south')
    ai.dispose()
  })

  it('a new game with two people while it thinks: the answer is never applied', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const w = heldConnection()
    const ai = createPhAiControl({ game, connect: w.connect, delayMs: 0 })
    game.getState().newGame({ first: 'north' }, { south: 'human', north: 'normal' })
    game.getState().newGame({ first: 'north' }, { south: 'human', north: 'human' })
    expect(ai.status.getState().thinking).toBeNull()
    w.answer(at(w.pending, 0))
    vi.advanceTimersByTime(10_000)
    expect(game.getState().commands).toHaveLength(0)
    ai.dispose()
  })

  it('an undo while its answer is being shown stops the showing; nothing stale is applied', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const w = heldConnection()
    const ai = createPhAiControl({ game, connect: w.connect, delayMs: 100 })
    game.getState().newGame({ first: 'north' }, { south: 'human', north: 'easy' })
    w.answer(at(w.pending, 0))
    vi.advanceTimersByTime(100)
    const shown = game.getState().commands
    expect(shown).toHaveLength(1)
    expect(game.getState().undo()).toBe(true)
    // The undone position is asked about again; the old answer's remaining commands are not given.
    expect(w.pending).toHaveLength(2)
    vi.advanceTimersByTime(10_000)
    expect(game.getState().commands).toHaveLength(0)
    ai.dispose()
  })

  it('a refused or failed answer gives the side back to the person, named', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    let deliver: (a: PhalanxAiAnswer) => void = () => {}
    const ai = createPhAiControl({
      game,
      connect: (onAnswer) => {
        deliver = onAnswer
        return { post: () => {}, terminate: () => {} }
      },
      delayMs: 0,
    })
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    game.getState().newGame({ first: 'north' }, { south: 'human', north: 'hard' })
    deliver({ game: 'phalanx', id: 1, ok: true, thinkMs: 1, commands: [{ type: 'face', unit: 'N-H1', facing: 0 }] })
    vi.advanceTimersByTime(10)
    expect(game.getState().players.north).toBe('human')
    expect(ai.status.getState().failed?.message).toContain('refused face')
    expect(game.getState().commands).toHaveLength(0)
    err.mockRestore()
    ai.dispose()
  })
})
