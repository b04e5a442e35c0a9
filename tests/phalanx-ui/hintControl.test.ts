// «Фаланга»'s hint control, with the worker's handler answering in-process: it asks for the person's side only, the
// hint is the first command of the computer's turn (the rest kept as its plan), «apply» plays exactly it, an answer
// about a position the game has left is dropped, and the count of hints is kept in the game and its save.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPhHintControl, phHintSide } from '../../src/store/hint/phalanxHint'
import { phHintLevel } from '../../src/ui/phalanx/coach/hintLevel'
import { heldConnection } from '../helpers/heldConnection'
import { createPhalanxStore } from '../../src/store/phalanx/store'
import { validatePhSave } from '../../src/store/phalanx/save'
import { memoryStorage } from '../../src/store/game/save/slots'
import { handlePhalanxRequest } from '../../src/worker/phalanxHandler'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../src/worker/phalanxProtocol'

const held = () => heldConnection<PhalanxAiRequest, PhalanxAiAnswer>((r) => structuredClone(handlePhalanxRequest(r)))

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(blocked?: () => boolean) {
  const game = createPhalanxStore(memoryStorage(), null)
  game.getState().newGame({ first: 'south' }, { south: 'human', north: 'easy' })
  const w = held()
  const c = createPhHintControl({ game, connect: w.connect, seed: 5, blocked })
  return { game, w, c }
}

describe('the Phalanx hint control', () => {
  it('asks the worker for the person’s turn and plays exactly its first command', () => {
    const { game, w, c } = setup()
    c.ask('easy')
    expect(c.view.getState().status).toBe('thinking')
    const r = w.posted[0]!
    expect(r).toMatchObject({ game: 'phalanx', side: 'south', level: 'easy', seed: 5 })
    w.answer(r)
    const v = c.view.getState()
    expect(v.status).toBe('ready')
    expect(v.plan.length).toBeGreaterThan(1)
    expect(v.command).toEqual(v.plan[0])
    expect(game.getState().hintsUsed).toBe(1)
    expect(c.apply()).toBe(true)
    expect(game.getState().commands).toEqual([v.command])
    // The state changed: the hint is put away, and a second apply plays nothing.
    expect(c.view.getState().status).toBe('idle')
    expect(c.apply()).toBe(false)
    expect(game.getState().commands).toHaveLength(1)
  })

  it('drops an answer about a position the game has left, and ends the request in the worker', () => {
    const { game, w, c } = setup()
    c.ask('easy')
    game.getState().dispatch({ type: 'move', unit: 'S-C1', path: ['0508'], facing: 0 })
    expect(c.view.getState().status).toBe('idle')
    expect(w.terminated()).toBe(1)
    w.answer(w.posted[0]!)
    expect(c.view.getState().status).toBe('idle')
    expect(c.apply()).toBe(false)
    expect(game.getState().hintsUsed).toBe(0)
  })

  it('is not asked on the computer’s turn, in the tutorial, or while blocked (the review)', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    game.getState().newGame({ first: 'north' }, { south: 'human', north: 'easy' })
    const w = held()
    let reviewing = false
    const c = createPhHintControl({ game, connect: w.connect, blocked: () => reviewing })
    expect(phHintSide(game.getState())).toBeNull()
    c.ask('normal')
    expect(w.posted).toHaveLength(0)
    game.getState().newGame({ first: 'south' }, { south: 'human', north: 'easy' })
    expect(phHintSide(game.getState())).toBe('south')
    reviewing = true
    c.ask('normal')
    expect(w.posted).toHaveLength(0)
    reviewing = false
    game.getState().enterTutorial()
    expect(phHintSide(game.getState())).toBeNull()
    c.ask('normal')
    expect(w.posted).toHaveLength(0)
    game.getState().leaveTutorial()
    c.ask('normal')
    expect(w.posted).toHaveLength(1)
  })

  it('asks at the computer opponent’s level, or the default level between two people', () => {
    expect(phHintLevel({ south: 'human', north: 'hard' }, 'south')).toBe('hard')
    expect(phHintLevel({ south: 'easy', north: 'human' }, 'north')).toBe('easy')
    expect(phHintLevel({ south: 'human', north: 'human' }, 'north')).toBe('normal')
  })

  it('falls back a level when the cap passes', () => {
    const { w, c } = setup()
    c.ask('hard')
    vi.advanceTimersByTime(12_001)
    expect(w.posted.map((r) => r.level)).toEqual(['hard', 'normal'])
    w.answer(w.posted[1]!)
    expect(c.view.getState()).toMatchObject({ status: 'ready', level: 'hard', answeredAt: 'normal' })
  })

  it('keeps the count in the save, reads old files without it as none, and a new game starts at none', () => {
    const { game, w, c } = setup()
    c.ask('easy')
    w.answer(w.posted[0]!)
    c.apply()
    const file = game.getState().save()
    expect(file.hints).toBe(1)
    const other = createPhalanxStore(memoryStorage(), null)
    expect(other.getState().loadText(JSON.stringify(file))).toEqual([])
    expect(other.getState().hintsUsed).toBe(1)
    const old: Record<string, unknown> = { ...file }
    delete old.hints
    expect(validatePhSave(JSON.stringify(old)).ok).toBe(true)
    expect(other.getState().loadText(JSON.stringify(old))).toEqual([])
    expect(other.getState().hintsUsed).toBe(0)
    expect(other.getState().loadText(JSON.stringify({ ...file, hints: 'many' }))).toEqual([])
    expect(other.getState().hintsUsed).toBe(0)
    // The count follows the game: kept aside during the tutorial, back after it, none in a new game.
    game.getState().enterTutorial()
    game.getState().newGame({ first: 'south' })
    expect(game.getState().hintsUsed).toBe(0)
    game.getState().leaveTutorial()
    expect(game.getState().hintsUsed).toBe(1)
    game.getState().newGame({ first: 'south' })
    expect(game.getState().hintsUsed).toBe(0)
    c.dispose()
  })
})
