import { describe, expect, it } from 'vitest'
import { at } from '../helpers/must'
import { isGameOver } from '../../src/engine'
import { apply, replay, type GameState } from '../../src/engine'
import { createGameStore } from '../../src/store/game/gameStore'
import { createReview } from '../../src/store/review/review'
import { listSaves, memoryStorage } from '../../src/store/game/save/slots'
import { createTimeline } from '../../src/store/review/timeline'
import { finishedGame, finishedSaveText, historicalBundle } from '../fixtures/finishedGame'

const game = finishedGame()
const bundle = historicalBundle()

describe('the recorded game', () => {
  it('is a finished 20-turn game of about 1,400 commands', () => {
    expect(isGameOver(game.state)).toBe(true)
    expect(game.commands.length).toBeGreaterThan(1200)
    expect(game.commands.length).toBeLessThan(1600)
  })
})

describe('timeline', { timeout: 120_000 }, () => {
  // The state after every prefix, by applying the commands one by one.
  const states: GameState[] = [game.initial]
  for (const c of game.commands) {
    const out = apply(bundle.ctx, at(states, states.length - 1), c)
    if (!out.ok) throw new Error('recorded game refused')
    states.push(out.state)
  }

  it('gives at every index exactly the replay of the commands up to it, in any order of access', () => {
    const tl = createTimeline(bundle.ctx, game.initial, game.commands)
    expect(tl.length).toBe(game.commands.length)
    // Forward, backward and scattered: each position is rebuilt from checkpoints, whatever came before.
    const order = [...states.keys()]
    const scattered = order.slice(0, 400).map((p) => (p * 7919) % states.length)
    for (const p of [...order, ...order.slice().reverse(), ...scattered]) expect(tl.at(p)).toEqual(states[p])
  })

  it('agrees with the engine replay to a sample of indices', () => {
    const tl = createTimeline(bundle.ctx, game.initial, game.commands)
    for (const p of [0, 1, 17, 333, 700, 1001, game.commands.length])
      expect(tl.at(p)).toEqual(replay(bundle.ctx, game.initial, game.commands.slice(0, p)).state)
  })

  it('extends with new commands and refuses a list that is not a continuation', () => {
    const tl = createTimeline(bundle.ctx, game.initial, game.commands.slice(0, 100))
    expect(tl.extend(game.commands.slice(0, 250))).toBe(true)
    expect(tl.length).toBe(250)
    expect(tl.at(250)).toEqual(states[250])
    expect(tl.extend([{ type: 'endPhase' }, ...game.commands.slice(1, 300)])).toBe(false)
    expect(tl.extend(game.commands.slice(0, 50))).toBe(false)
  })

  it('marks where each phase starts', () => {
    const tl = createTimeline(bundle.ctx, game.initial, game.commands)
    const starts = tl.phaseStarts()
    for (const p of starts.slice(1)) {
      const a = at(states, p - 1)
      const b = at(states, p)
      expect(a.phase !== b.phase || a.side !== b.side || a.turn !== b.turn).toBe(true)
    }
    // 20 turns × 2 sides × 3 phases, and the end.
    expect(starts.length).toBe(20 * 2 * 3 + 1)
  })
})

describe('review and continue from here', { timeout: 60_000 }, () => {
  const load = () => {
    const kv = memoryStorage()
    const store = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(store.getState().loadText(finishedSaveText(game))).toEqual([])
    return { kv, store, review: createReview(bundle, store) }
  }

  it('never changes the live game while reviewing', () => {
    const { store, review } = load()
    const live = store.getState().state
    const commands = store.getState().commands
    const r = review.useReview.getState()
    r.open(10)
    expect(review.useReview.getState().state).toEqual(states10())
    review.useReview.getState().step(1)
    review.useReview.getState().step(-5)
    expect(review.useReview.getState().position).toBe(6)
    review.useReview.getState().jump(1_000_000)
    expect(review.useReview.getState().position).toBe(game.commands.length)
    review.useReview.getState().live()
    expect(store.getState().state).toBe(live)
    expect(store.getState().commands).toBe(commands)
  })

  it('branches from the reviewed position and keeps the original saved under its name', () => {
    const { kv, store, review } = load()
    review.useReview.getState().open(300)
    const kept = review.continueFromHere(kv, 'Бородино, оригинал')
    expect(kept).toBe('Бородино, оригинал')
    expect(review.useReview.getState().active).toBe(false)
    expect(store.getState().commands.length).toBe(300)
    expect(store.getState().state).toEqual(replay(bundle.ctx, game.initial, game.commands.slice(0, 300)).state)
    expect(store.getState().log.length).toBe(300)
    // The original is intact in the saves and loads back whole.
    const saved = listSaves(kv).find((s) => s.name === kept)
    expect(saved).toBeDefined()
    const other = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(other.getState().loadText(saved!.text)).toEqual([])
    expect(other.getState().commands.length).toBe(game.commands.length)
    expect(isGameOver(other.getState().state)).toBe(true)
    // The new line goes on by the same rules, and undo starts empty.
    expect(store.getState().undoBlock).toBe('empty')
  })

  it('does not save the original twice when it is already saved', () => {
    const { kv, store, review } = load()
    review.useReview.getState().open(50)
    expect(review.continueFromHere(kv, 'first')).toBe('first')
    // Back to the full game from the save, branch again: the save is found under its name.
    store.getState().loadText(at(listSaves(kv), 0).text)
    review.useReview.getState().open(60)
    expect(review.continueFromHere(kv, 'second')).toBe('first')
    expect(listSaves(kv).map((s) => s.name)).toEqual(['first'])
  })

  it('never writes a continued line over the original it kept: the second keep gets a free name', () => {
    const { kv, store, review } = load()
    review.useReview.getState().open(300)
    expect(review.continueFromHere(kv, 'Бородино')).toBe('Бородино')
    // The branch (300 commands) is another game than the saved original: it must not replace it.
    review.useReview.getState().open(100)
    expect(review.continueFromHere(kv, 'Бородино')).toBe('Бородино (2)')
    const byName = new Map(listSaves(kv).map((s) => [s.name, s.text]))
    const original = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(original.getState().loadText(byName.get('Бородино')!)).toEqual([])
    expect(original.getState().commands.length).toBe(game.commands.length)
    const branch = createGameStore(bundle, null, { scenarioId: 'historical', seed: 1 })
    expect(branch.getState().loadText(byName.get('Бородино (2)')!)).toEqual([])
    expect(branch.getState().commands.length).toBe(300)
    expect(store.getState().commands.length).toBe(100)
  })

  it("finds the start of the other side's last turn for the hand-over replay", () => {
    const { store, review } = load()
    const log = store.getState().log
    const start = review.handoverStart('fr')
    expect(start).not.toBeNull()
    expect(at(log, start! - 1).side).toBe('fr')
    for (let i = start!; i < log.length; i++) expect(at(log, i).side).toBe('ru')
  })

  function states10(): GameState {
    return replay(bundle.ctx, game.initial, game.commands.slice(0, 10)).state
  }
})
