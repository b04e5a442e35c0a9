// The pace a Phalanx computer turn is shown at: a short turn at the chosen pace, a turn of many commands
// faster as a whole so that a person's wait for it stays within the budget, never below the floor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PhCommand } from '../../src/phalanx'
import { createPhAiControl, type PhConnect } from '../../src/store/ai/phalanxControl'
import { basePause, MIN_PACE_SHARE, phPause, TURN_SHOW_MOVES, turnPaceShare } from '../../src/store/ai/phalanxPace'
import { createPhalanxStore } from '../../src/store/phalanx/store'
import { memoryStorage } from '../../src/store/game/save/slots'
import { handlePhalanxRequest } from '../../src/worker/phalanxHandler'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../src/worker/phalanxProtocol'

const move = (i: number): PhCommand => ({ type: 'move', unit: `N-H${i}`, path: ['0101'] })
const face = (i: number): PhCommand => ({ type: 'face', unit: `N-H${i}`, facing: 0 })
const end: PhCommand = { type: 'endPhase' }
/** A turn as Hard plays it in the opening: `moves` moves, `faces` facings, three phase ends. */
const turnOf = (moves: number, faces: number): PhCommand[] => [
  ...Array.from({ length: moves }, (_, i) => move(i)),
  end,
  ...Array.from({ length: faces }, (_, i) => face(i)),
  end,
  end,
]
const shown = (turn: readonly PhCommand[], d: number): number => turn.reduce((t, c) => t + phPause(c, d, turn), 0)

describe('the pace of a Phalanx computer turn', () => {
  it('a turn within the budget is shown at the full pace of each command', () => {
    const attack: PhCommand = { type: 'attack', target: 'S-H1', attackers: ['N-H1'] }
    const turn = [...turnOf(3, 5), attack]
    expect(turnPaceShare(turn, 300)).toBe(1)
    for (const c of turn) expect(phPause(c, 300, turn)).toBe(basePause(c, 300))
    expect(shown(turn, 300)).toBe(3 * 300 + 5 * 100 + 600)
  })

  it('a turn of many moves is shown within the budget as a whole, each command in proportion', () => {
    // Hard's fourth turn from the start: 9 moves and 7 facings took 3.4 s at one move every 300 ms.
    const turn = turnOf(9, 7)
    expect(turn.reduce((t, c) => t + basePause(c, 300), 0)).toBe(3_400)
    expect(shown(turn, 300)).toBeCloseTo(TURN_SHOW_MOVES * 300, 6)
    expect(TURN_SHOW_MOVES * 300).toBeLessThanOrEqual(2_100)
    const m = phPause(move(0), 300, turn)
    expect(m).toBeLessThan(300)
    expect(phPause(face(0), 300, turn)).toBeCloseTo(m / 3, 6)
    expect(phPause(end, 300, turn)).toBe(0)
  })

  it('a move is never shown faster than the floor, however long the turn', () => {
    const turn = turnOf(40, 20)
    expect(phPause(move(0), 300, turn)).toBe(300 * MIN_PACE_SHARE)
    expect(phPause(move(0), 300, turn)).toBeGreaterThanOrEqual(150)
    expect(phPause(move(0), 0, turn)).toBe(0)
  })
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the control shows a long computer turn within its budget', () => {
  it('the opening turn of North is all given within the budget after the answer', () => {
    const game = createPhalanxStore(memoryStorage(), null)
    const pending: PhalanxAiRequest[] = []
    let deliver: (a: PhalanxAiAnswer) => void = () => {}
    const connect: PhConnect = (onAnswer) => {
      deliver = onAnswer
      return { post: (r) => void pending.push(structuredClone(r)), terminate: () => {} }
    }
    const ai = createPhAiControl({ game, connect })
    game.getState().newGame({ first: 'north', seed: 1 }, { south: 'human', north: 'normal' })
    const req = pending[0]
    if (!req) throw new Error('no request')
    const answer = handlePhalanxRequest(req)
    if (!answer.ok) throw new Error(answer.error)
    // The test means something only if the turn is longer than the budget at the full pace.
    const full = answer.commands.reduce((t, c) => t + basePause(c, 300), 0)
    expect(full).toBeGreaterThan(TURN_SHOW_MOVES * 300)
    deliver(answer)
    vi.advanceTimersByTime(TURN_SHOW_MOVES * 300 + 1)
    expect(game.getState().state.side).toBe('south')
    ai.dispose()
  })
})
