// The board says when the computer's turn waits for a person's decision: only then, not in the person's own turn,
// not between two people, not in a game by mail.
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { waitingForPerson, type Players } from '../../src/store/game'

const retreat = (side: 'fr' | 'ru') => ({ kind: 'retreat', side, unit: 'u', remaining: 1, total: 1 }) as const
const game = (
  turnOf: 'fr' | 'ru',
  pending: unknown[],
  players: Players,
  pbm: unknown = null,
  mode = 'game',
  phase = 'combat',
) => ({
  mode,
  state: { side: turnOf, phase, turn: 3, lastTurn: 20, pending } as unknown as GameState,
  players,
  pbm,
})

describe('waitingForPerson', () => {
  it('is the person’s side when the computer’s turn stops for the person’s retreat', () => {
    expect(waitingForPerson(game('ru', [retreat('fr')], { fr: 'human', ru: 'hard' }))).toBe('fr')
    expect(waitingForPerson(game('fr', [retreat('ru')], { fr: 'easy', ru: 'human' }))).toBe('ru')
  })
  it('is null in the person’s own turn, with nothing pending, between two people, and by mail', () => {
    expect(waitingForPerson(game('fr', [retreat('fr')], { fr: 'human', ru: 'hard' }))).toBeNull()
    expect(waitingForPerson(game('ru', [], { fr: 'human', ru: 'hard' }))).toBeNull()
    expect(waitingForPerson(game('ru', [retreat('fr')], { fr: 'human', ru: 'human' }))).toBeNull()
    expect(waitingForPerson(game('ru', [retreat('fr')], { fr: 'human', ru: 'hard' }, { id: 'x' }))).toBeNull()
    // Computer against computer, a finished game, the tutorial (which plays no computer).
    expect(waitingForPerson(game('ru', [retreat('fr')], { fr: 'easy', ru: 'hard' }))).toBeNull()
    expect(waitingForPerson(game('ru', [retreat('fr')], { fr: 'human', ru: 'hard' }, null, 'game', 'over'))).toBeNull()
    expect(waitingForPerson(game('ru', [retreat('fr')], { fr: 'human', ru: 'hard' }, null, 'tutorial'))).toBeNull()
    // The computer's own decision in the person's turn is the computer's to make.
    expect(waitingForPerson(game('fr', [retreat('ru')], { fr: 'human', ru: 'hard' }))).toBeNull()
  })
})
