// The coach's hint control: it asks the worker for the person's side only, answers about an old position are
// dropped, «apply» plays exactly the hinted command, a cap falls back a level, and the count is kept and saved.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hint } from '../../../src/ai'
import type { Command } from '../../../src/engine'
import { createHintControl } from '../../../src/store/hint/hintControl'
import { heldConnection } from '../../helpers/heldConnection'
import { createGameStore } from '../../../src/store/game/gameStore'
import { saveText } from '../../../src/store/game/save/save'
import type { AiAnswer, AiRequest } from '../../../src/worker/aiProtocol'
import { realBundle } from '../../../scripts/fuzz/realGame'

const bundle = realBundle()

/** The worker's own answer to a request. */
const answer = (r: AiRequest): AiAnswer => {
  const h = hint(bundle.ctx, r.state, r.side, { level: r.level, seed: r.seed, budget: r.budget })
  return { game: 'borodino', id: r.id, ok: true, commands: h ? [h] : [], thinkMs: 5 }
}

const held = () => heldConnection<AiRequest, AiAnswer>(answer)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const game = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1812 })
  game.getState().dispatch({ type: 'rally' })
  const w = held()
  const c = createHintControl({ game, connect: w.connect, seed: 5 })
  return { game, w, c }
}

describe('the hint control', () => {
  it('asks for the side to act with the hint flag, shows the answer, and applies exactly it', () => {
    const { game, w, c } = setup()
    c.ask('normal')
    expect(c.view.getState().status).toBe('thinking')
    const r = w.posted[0]!
    expect(r).toMatchObject({ game: 'borodino', hint: true, side: 'fr', level: 'normal' })
    w.answer(r)
    const v = c.view.getState()
    expect(v.status).toBe('ready')
    expect(game.getState().hintsUsed).toBe(1)
    const cmd = v.command as Command
    const before = game.getState().commands.length
    expect(c.apply()).toBe(true)
    expect(game.getState().commands.at(-1)).toEqual(cmd)
    expect(game.getState().commands.length).toBe(before + 1)
    // The state changed: the hint is put away.
    expect(c.view.getState().status).toBe('idle')
  })

  it('drops an answer about a position the game has left, and ends the request in the worker', () => {
    const { game, w, c } = setup()
    c.ask('normal')
    const r = w.posted[0]!
    const own = answer(r)
    game.getState().dispatch(own.ok ? own.commands[0]! : { type: 'endPhase' })
    expect(c.view.getState().status).toBe('idle')
    expect(w.terminated()).toBe(1)
    w.deliver(own)
    expect(c.view.getState().status).toBe('idle')
    expect(c.apply()).toBe(false)
    expect(game.getState().hintsUsed).toBe(0)
  })

  it('is not asked while the computer plays the side to act', () => {
    const { game, w, c } = setup()
    game.getState().setPlayers({ fr: 'easy', ru: 'human' })
    c.ask('normal')
    expect(w.posted).toHaveLength(0)
    expect(c.view.getState().status).toBe('idle')
  })

  it('falls back a level when the cap passes, and fails after Easy', () => {
    const { w, c } = setup()
    c.ask('hard')
    expect(w.posted[0]!.budget).toBeGreaterThan(0)
    vi.advanceTimersByTime(12_001)
    expect(w.posted[1]!.level).toBe('normal')
    vi.advanceTimersByTime(6_001)
    expect(w.posted[2]!.level).toBe('easy')
    vi.advanceTimersByTime(30_001)
    expect(c.view.getState().status).toBe('failed')
  })

  it('keeps the count in the save file, and reads old files without it as none', () => {
    const { game, w, c } = setup()
    c.ask('easy')
    w.answer(w.posted[0]!)
    const file = game.getState().save()
    expect(file.hints).toBe(1)
    const other = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1812 })
    expect(other.getState().loadText(saveText(file))).toEqual([])
    expect(other.getState().hintsUsed).toBe(1)
    const old = { ...file }
    delete old.hints
    expect(other.getState().loadText(saveText(old))).toEqual([])
    expect(other.getState().hintsUsed).toBe(0)
    other.getState().newGame('historical', 3)
    expect(other.getState().hintsUsed).toBe(0)
  })
})
