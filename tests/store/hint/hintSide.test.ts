// Whose turn the coach's hint is for: the person to act — and in a game by mail only while it is this player's own
// turn to play (while he waits for the other side's file, the side to act is the opponent's).
import { describe, expect, it } from 'vitest'
import { actingSide } from '../../../src/engine'
import { createGameStore } from '../../../src/store/game/gameStore'
import { hintSide } from '../../../src/store/hint/hintControl'
import { newMailRecord } from '../../../src/store/mail'
import { demoBundle } from '../../fixtures/demoBundle'

describe('the hint’s side', () => {
  it('is the acting person’s at one screen, and nobody’s while a player by mail waits or has a file to send', () => {
    const store = createGameStore(demoBundle(), null, { scenarioId: 'demo', seed: 7 })
    const g = store.getState()
    const acting = actingSide(g.state)
    const people = { fr: 'human', ru: 'human' } as const
    expect(hintSide({ ...g, players: people })).toBe(acting)
    const other = acting === 'fr' ? 'ru' : 'fr'
    const counter = (() => {
      let n = 0
      return () => (n++).toString(16).padStart(32, '0')
    })()
    // The other side's player: waiting for the acting side's file.
    expect(hintSide({ ...g, players: people, pbm: newMailRecord(counter, other, acting, acting, '') })).toBeNull()
    // The acting side's player before the opening's answer came: his file to send, no dice yet, nothing to play.
    expect(hintSide({ ...g, players: people, pbm: newMailRecord(counter, acting, other, acting, '') })).toBeNull()
  })
})
