// The one computer-player control, driven through each game's adapter: the same tagging, stale-answer,
// cap, fall-back, skip and turn-summary behaviour whichever game it plays.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decide } from '../../../src/ai'
import { actingSide } from '../../../src/engine'
import { borodinoAdapter } from '../../../src/store/ai/borodino'
import { createAiController } from '../../../src/store/ai/controller'
import type { AnswerOf, ConnectTo } from '../../../src/store/ai/connection'
import { phalanxAdapter } from '../../../src/store/ai/phalanx'
import { createGameStore } from '../../../src/store/game/gameStore'
import { createPhalanxStore } from '../../../src/store/phalanx/store'
import { memoryStorage } from '../../../src/store/game/save/slots'
import { saveText } from '../../../src/store/game/save/save'
import { handlePhalanxRequest } from '../../../src/worker/phalanxHandler'
import type { AiRequest } from '../../../src/worker/aiProtocol'
import type { PhalanxAiRequest } from '../../../src/worker/phalanxProtocol'
import { realBundle } from '../../../scripts/fuzz/realGame'
import type { PhCommand } from '../../../src/phalanx'

const bundle = realBundle()

/** A worker that holds requests until the test answers them. */
function held<Req, Ans>() {
  const posted: Req[] = []
  let deliver: (a: Ans) => void = () => {}
  let terminated = 0
  const connect: ConnectTo<Req, Ans> = (onAnswer) => {
    deliver = onAnswer
    return { post: (r) => void posted.push(r), terminate: () => void terminated++ }
  }
  return { connect, posted, deliver: (a: Ans) => deliver(a), terminated: () => terminated }
}

const last = <T>(xs: readonly T[]): T => {
  const x = xs.at(-1)
  if (x === undefined) throw new Error('empty')
  return x
}

/** Answers every Russian decision with Easy's own until the French are to move again. */
function answerRussians(
  game: ReturnType<typeof createGameStore>,
  w: ReturnType<typeof held<AiRequest, AnswerOf<import('../../../src/engine').Command>>>,
): void {
  for (let i = 0; i < 20 && actingSide(game.getState().state) === 'ru'; i++) {
    const r = last(w.posted)
    w.deliver({
      id: r.id,
      ok: true,
      thinkMs: 1,
      commands: decide(bundle.ctx, r.state, r.side, { level: 'easy', seed: 1 }),
    })
    vi.advanceTimersByTime(1_000)
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the shared control through the Borodino adapter', () => {
  const russianToMove = () => {
    const game = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    game.getState().newGame('historical', 5, { fr: 'human', ru: 'human' })
    for (let i = 0; i < 3; i++) {
      const g = game.getState()
      if (!g.dispatch({ type: 'endPhase' })) expect(g.dispatch({ type: 'rally' })).toBe(true)
    }
    expect(actingSide(game.getState().state)).toBe('ru')
    return game
  }

  it('asks with game "borodino", steps down a level past the cap, and sums up the turn it played', () => {
    const game = russianToMove()
    const w = held<AiRequest, AnswerOf<import('../../../src/engine').Command>>()
    const ai = createAiController({ adapter: borodinoAdapter(game), connect: w.connect, delayMs: 0, seed: 4 })
    ai.takeOver('ru', 'hard')
    expect(last(w.posted)).toMatchObject({ game: 'borodino', side: 'ru', level: 'hard', budget: 32 })
    vi.advanceTimersByTime(12_001)
    expect(w.terminated()).toBe(1)
    expect(last(w.posted).level).toBe('normal')
    expect(ai.status.getState().fellBack).toEqual({ from: 'hard', to: 'normal' })
    const from = game.getState().commands.length
    answerRussians(game, w)
    expect(game.getState().state).toMatchObject({ turn: 2, side: 'fr' })
    const run = ai.status.getState().lastRun
    expect(run).toEqual({ side: 'ru', from, to: game.getState().commands.length })
    ai.dismissRun()
    expect(ai.status.getState().lastRun).toBeNull()
    ai.dispose()
  })

  it('a new game puts the summary away', () => {
    const game = russianToMove()
    const w = held<AiRequest, AnswerOf<import('../../../src/engine').Command>>()
    const ai = createAiController({ adapter: borodinoAdapter(game), connect: w.connect, delayMs: 0 })
    ai.takeOver('ru', 'easy')
    answerRussians(game, w)
    expect(ai.status.getState().lastRun).not.toBeNull()
    game.getState().newGame('historical', 8, { fr: 'human', ru: 'human' })
    expect(ai.status.getState().lastRun).toBeNull()
    ai.dispose()
  })

  it('a loaded game puts the summary away, even one whose record is as long', () => {
    const game = russianToMove()
    const w = held<AiRequest, AnswerOf<import('../../../src/engine').Command>>()
    const ai = createAiController({ adapter: borodinoAdapter(game), connect: w.connect, delayMs: 0 })
    ai.takeOver('ru', 'easy')
    answerRussians(game, w)
    expect(ai.status.getState().lastRun).not.toBeNull()
    // The summary's numbers are positions in a record: a loaded record is another game's, whatever its length.
    expect(
      game.getState().loadText(saveText({ ...game.getState().save(), players: { fr: 'human', ru: 'human' } })),
    ).toEqual([])
    expect(ai.status.getState().lastRun).toBeNull()
    ai.dispose()
  })
})

describe('the shared control through the Phalanx adapter', () => {
  it('asks with game "phalanx", drops a stale answer, and sums up the side’s turn', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const w = held<PhalanxAiRequest, AnswerOf<import('../../../src/phalanx').PhCommand>>()
    const ai = createAiController({ adapter: phalanxAdapter(game), connect: w.connect, delayMs: 10 })
    game.getState().newGame({ first: 'north', seed: 1 }, { south: 'human', north: 'easy' })
    game.getState().newGame({ first: 'north', seed: 2 }, { south: 'human', north: 'easy' })
    expect(w.posted.map((r) => r.game)).toEqual(['phalanx', 'phalanx'])
    // The first game's answer is stale: nothing of it is played.
    const stale = w.posted[0]
    if (!stale) throw new Error('no request')
    w.deliver(handlePhalanxRequest(stale))
    vi.advanceTimersByTime(10_000)
    expect(game.getState().commands).toHaveLength(0)
    w.deliver(handlePhalanxRequest(last(w.posted)))
    ai.skip()
    expect(game.getState().state.side).toBe('south')
    expect(ai.status.getState().lastRun).toEqual({ side: 'north', from: 0, to: game.getState().commands.length })
    ai.dispose()
  })

  it('paces what a person watches: a move at the chosen delay, an attack twice it, a facing a third, a phase end none', () => {
    const a = phalanxAdapter(createPhalanxStore(memoryStorage(), null))
    const move: PhCommand = { type: 'move', unit: 'S-H1', path: ['0101'] }
    const attack: PhCommand = { type: 'attack', target: 'N-H1', attackers: ['S-H1'] }
    const face: PhCommand = { type: 'face', unit: 'S-H1', facing: 2 }
    // A short turn (well within its budget) is shown at the full pace.
    const turn = [move, attack, face, { type: 'endPhase' } as const]
    expect(a.pauseFor?.(move, 450, turn)).toBe(450)
    expect(a.pauseFor?.(attack, 450, turn)).toBe(900)
    expect(a.pauseFor?.(face, 450, turn)).toBe(150)
    expect(a.pauseFor?.({ type: 'endPhase' }, 450, turn)).toBe(0)
  })

  it('a refused command gives the side back, named, as in Borodino', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const w = held<PhalanxAiRequest, AnswerOf<import('../../../src/phalanx').PhCommand>>()
    const ai = createAiController({ adapter: phalanxAdapter(game), connect: w.connect, delayMs: 0 })
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    game.getState().newGame({ first: 'north' }, { south: 'human', north: 'normal' })
    w.deliver({ id: last(w.posted).id, ok: true, thinkMs: 1, commands: [{ type: 'face', unit: 'N-H1', facing: 0 }] })
    vi.advanceTimersByTime(10)
    expect(game.getState().players.north).toBe('human')
    expect(ai.status.getState().failed).toMatchObject({ side: 'north' })
    expect(ai.status.getState().lastRun).toBeNull()
    err.mockRestore()
    ai.dispose()
  })
})
