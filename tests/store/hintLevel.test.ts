// The coach's hint plays at the computer opponent's level when there is one, else at the level chosen for taking a
// side over (two people at one screen).
import { describe, expect, it } from 'vitest'
import { hintLevel } from '../../src/store/game'

describe('hint level', () => {
  it('is the opponent computer’s level, whatever the take-over select says', () => {
    expect(hintLevel({ fr: 'human', ru: 'easy' }, 'fr', 'normal')).toBe('easy')
    expect(hintLevel({ fr: 'hard', ru: 'human' }, 'ru', 'easy')).toBe('hard')
  })
  it('between two people, the take-over level', () => {
    expect(hintLevel({ fr: 'human', ru: 'human' }, 'ru', 'hard')).toBe('hard')
  })
})
