// The computer's side in the game store: it plays through the store's dispatch, its stale answers are
// dropped, undo and new game cancel it, it steps down a level when a decision passes its time cap, and
// the players setting travels with saves.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { at } from '../helpers/must'
import { decide, DEFAULT_HARD_BUDGET } from '../../src/ai'
import { actingSide, type GameState } from '../../src/engine'
import { createAiControl, type AiControl, type Connect } from '../../src/store/ai/aiControl'
import { createGameStore } from '../../src/store/game/gameStore'
import { replay } from '../../src/store/game/save/replay'
import { validateSave } from '../../src/store/game/save/saveReader'
import type { AiAnswer, AiRequest } from '../../src/worker/aiProtocol'
import { realBundle } from '../../scripts/fuzz/realGame'

const bundle = realBundle()

/** The worker's work in this thread: the request crosses a structured clone, as postMessage does. */
const inProcess =
  (log: AiRequest[] = []): Connect =>
  (onAnswer) => ({
    post(req) {
      log.push(req)
      const copy = structuredClone(req)
      setTimeout(() => {
        const commands = decide(bundle.ctx, copy.state, copy.side, {
          level: copy.level,
          seed: copy.seed,
          budget: copy.budget,
        })
        onAnswer({ game: 'borodino', id: copy.id, ok: true, commands, thinkMs: 1 })
      }, 0)
    },
    terminate() {},
  })

/** A worker that answers only when the test says so. */
function heldConnection() {
  const posted: AiRequest[] = []
  let answer: ((a: AiAnswer) => void) | null = null
  let terminated = 0
  const connect: Connect = (onAnswer) => {
    answer = onAnswer
    return { post: (r) => posted.push(r), terminate: () => void terminated++ }
  }
  return { connect, posted, answer: (a: AiAnswer) => answer?.(a), terminated: () => terminated }
}

let control: AiControl | null = null
afterEach(() => {
  control?.dispose()
  control = null
  vi.useRealTimers()
})

function frenchTurnByHand(store: ReturnType<typeof createGameStore>) {
  // Rally (when nobody is demoralized «End phase» is refused in favour of «rally»), movement, combat.
  for (const phase of ['rally', 'movement', 'combat']) {
    const g = store.getState()
    expect(g.state.phase).toBe(phase)
    if (!g.dispatch({ type: 'endPhase' })) expect(g.dispatch({ type: 'rally' })).toBe(true)
  }
}

const until = async (ok: () => boolean, ms = 60_000) => {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('the computer plays a side through the store', () => {
  it('Easy plays the whole Russian turn 1 and hands turn 2 to the French; its commands replay', async () => {
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    store.getState().newGame('historical', 5, { fr: 'human', ru: 'easy' })
    const asked: AiRequest[] = []
    control = createAiControl({ game: store, connect: inProcess(asked), delayMs: 0, seed: 3 })
    frenchTurnByHand(store)
    await until(() => store.getState().state.turn === 2 && actingSide(store.getState().state) === 'fr')
    const g = store.getState()
    expect(asked.length).toBeGreaterThan(1)
    expect(asked.every((r) => r.side === 'ru' && r.level === 'easy' && r.game === 'borodino')).toBe(true)
    // No hand-over screen between a person and the computer.
    expect(g.handoverFor).toBeNull()
    expect(g.log.length).toBe(g.commands.length)
    const r = replay(bundle, 'historical', 5, g.commands)
    expect(r.ok && r.state).toEqual(g.state)
    expect(control.status.getState().thinking).toBeNull()
  })

  it('computer against computer plays on by itself (watch mode) and stops when paused', async () => {
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 9 })
    store.getState().newGame('historical', 9, { fr: 'easy', ru: 'easy' })
    control = createAiControl({ game: store, connect: inProcess(), delayMs: 0, seed: 1 })
    control.sync()
    await until(() => store.getState().state.turn === 2)
    control.setPaused(true)
    await new Promise((r) => setTimeout(r, 50))
    const n = store.getState().commands.length
    await new Promise((r) => setTimeout(r, 200))
    expect(store.getState().commands.length).toBe(n)
    control.setPaused(false)
    await until(() => store.getState().commands.length > n)
  })
})

describe('stale answers and cancelling', () => {
  const russianToMove = () => {
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    store.getState().newGame('historical', 5, { fr: 'human', ru: 'human' })
    frenchTurnByHand(store)
    return store
  }

  it('an answer about an earlier state is never applied', () => {
    const store = russianToMove()
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('ru', 'easy')
    expect(w.posted).toHaveLength(1)
    expect(control.status.getState().thinking).toBe('ru')
    const asked = at(w.posted, 0)
    // The person plays the Russian rally himself meanwhile: the state the computer was asked about is gone.
    const before: GameState = store.getState().state
    control.giveBack('ru')
    expect(store.getState().dispatch({ type: 'rally' }) || store.getState().dispatch({ type: 'endPhase' })).toBe(true)
    const after = store.getState().state
    expect(after).not.toBe(before)
    w.answer({ game: 'borodino', id: asked.id, ok: true, commands: [{ type: 'rally' }], thinkMs: 1 })
    expect(store.getState().state).toBe(after)
  })

  it('an answer with an old tag is dropped even when the state is the same', () => {
    const store = russianToMove()
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('ru', 'easy')
    control.takeOver('ru', 'normal') // asked again: the first request is stale
    expect(w.posted.map((r) => r.level)).toEqual(['easy', 'normal'])
    const state = store.getState().state
    w.answer({ game: 'borodino', id: at(w.posted, 0).id, ok: true, commands: [{ type: 'rally' }], thinkMs: 1 })
    expect(store.getState().state).toBe(state)
  })

  it('undo cancels a pending decision (the worker is stopped) and the computer asks anew', () => {
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    store.getState().newGame('historical', 5, { fr: 'human', ru: 'human' })
    const g = store.getState()
    expect(g.dispatch({ type: 'endPhase' }) || g.dispatch({ type: 'rally' })).toBe(true)
    const s0 = store.getState().state
    // A legal French order: the first of the plan the AI itself would make here.
    const first = at(decide(bundle.ctx, s0, 'fr', { level: 'easy', seed: 2 }), 0)
    expect(first.type).not.toBe('endPhase')
    const moved = store.getState().dispatch(first)
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('fr', 'easy')
    expect(w.posted).toHaveLength(1)
    expect(store.getState().refusal).toBeNull()
    expect(moved).toBe(true)
    store.getState().undo()
    expect(store.getState().state).toBe(s0)
    expect(w.terminated()).toBe(1)
    expect(w.posted).toHaveLength(2)
    expect(at(w.posted, 1).state).toBe(s0)
    w.answer({ game: 'borodino', id: at(w.posted, 0).id, ok: true, commands: [{ type: 'endPhase' }], thinkMs: 1 })
    expect(store.getState().state).toBe(s0)
  })

  it('a new game cancels a pending decision', () => {
    const store = russianToMove()
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('ru', 'hard')
    expect(at(w.posted, 0).budget).toBe(DEFAULT_HARD_BUDGET)
    store.getState().newGame('historical', 77, { fr: 'human', ru: 'human' })
    expect(w.terminated()).toBe(1)
    expect(control.status.getState().thinking).toBeNull()
    const fresh = store.getState().state
    w.answer({ game: 'borodino', id: at(w.posted, 0).id, ok: true, commands: [{ type: 'rally' }], thinkMs: 1 })
    expect(store.getState().state).toBe(fresh)
    expect(store.getState().commands).toHaveLength(0)
  })

  it('a decision past its wall-clock cap is stopped and asked again one level lower', () => {
    vi.useFakeTimers()
    const store = russianToMove()
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('ru', 'hard')
    vi.advanceTimersByTime(12_001)
    expect(w.terminated()).toBe(1)
    expect(w.posted.map((r) => r.level)).toEqual(['hard', 'normal'])
    expect(control.status.getState().fellBack).toEqual({ from: 'hard', to: 'normal' })
    expect(store.getState().players.ru).toBe('hard')
  })

  it('an Easy decision with no answer in 30 s gives the side back (a hung worker never leaves it thinking)', () => {
    vi.useFakeTimers()
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = russianToMove()
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('ru', 'easy')
    vi.advanceTimersByTime(29_000)
    expect(control.status.getState().thinking).toBe('ru')
    vi.advanceTimersByTime(1_001)
    expect(control.status.getState().thinking).toBeNull()
    expect(store.getState().players.ru).toBe('human')
    expect(control.status.getState().failed?.side).toBe('ru')
    spy.mockRestore()
  })

  it('the fall-back notice is cleared when the next decision is asked at the chosen level', () => {
    vi.useFakeTimers()
    const store = russianToMove()
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('ru', 'hard')
    vi.advanceTimersByTime(12_001)
    expect(control.status.getState().fellBack).not.toBeNull()
    control.giveBack('ru')
    control.takeOver('ru', 'hard')
    expect(w.posted.at(-1)?.level).toBe('hard')
    expect(control.status.getState().fellBack).toBeNull()
  })

  it('a failing computer gives the side back to the person', () => {
    const store = russianToMove()
    const w = heldConnection()
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    control = createAiControl({ game: store, connect: w.connect, delayMs: 0 })
    control.takeOver('ru', 'easy')
    w.answer({ game: 'borodino', id: at(w.posted, 0).id, ok: false, error: 'boom' })
    expect(store.getState().players.ru).toBe('human')
    expect(control.status.getState().failed).toEqual({ side: 'ru', message: 'boom' })
    spy.mockRestore()
  })
})

describe('commands are shown one by one', () => {
  it('waits the chosen delay between commands; skip gives the rest at once', async () => {
    vi.useFakeTimers()
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    store.getState().newGame('historical', 5, { fr: 'human', ru: 'human' })
    const g = store.getState()
    expect(g.dispatch({ type: 'endPhase' }) || g.dispatch({ type: 'rally' })).toBe(true)
    const plan = decide(bundle.ctx, store.getState().state, 'fr', { level: 'easy', seed: 4 })
    expect(plan.length).toBeGreaterThan(3)
    const w = heldConnection()
    control = createAiControl({ game: store, connect: w.connect, delayMs: 250 })
    control.takeOver('fr', 'easy')
    w.answer({ game: 'borodino', id: at(w.posted, 0).id, ok: true, commands: plan, thinkMs: 1 })
    const n0 = store.getState().commands.length
    expect(control.status.getState().showing).toBe(true)
    await vi.advanceTimersByTimeAsync(260)
    expect(store.getState().commands.length).toBe(n0 + 1)
    await vi.advanceTimersByTimeAsync(250)
    expect(store.getState().commands.length).toBe(n0 + 2)
    control.skip()
    await vi.advanceTimersByTimeAsync(5)
    expect(store.getState().commands.length).toBe(n0 + plan.length)
    expect(store.getState().state.phase).toBe('combat')
  })
})

describe('the players setting is saved with the game', () => {
  it('a save carries the players; loading it brings them back; hand-over only between two people', () => {
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    store.getState().newGame('historical', 5, { fr: 'human', ru: 'normal' })
    expect(store.getState().handoverFor).toBeNull()
    const text = JSON.stringify(store.getState().save())
    const other = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(other.getState().loadText(text)).toEqual([])
    expect(other.getState().players).toEqual({ fr: 'human', ru: 'normal' })
    other.getState().setPlayers({ fr: 'human', ru: 'human' })
    other.getState().newGame('historical', 2)
    expect(other.getState().handoverFor).toBe('fr')
  })

  it('an older save without players loads as two people; a wrong players field is named', () => {
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 5 })
    const save = store.getState().save() as unknown as Record<string, unknown>
    delete save.players
    const res = validateSave(JSON.stringify(save), bundle)
    expect(res.ok && res.save.players).toEqual({ fr: 'human', ru: 'human' })
    const bad = validateSave(JSON.stringify({ ...save, players: { fr: 'robot', ru: 'human' } }), bundle)
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(at(bad.problems, 0).detail).toMatch(/^players/)
  })
})
