import { describe, expect, test } from 'vitest'
import { isGameOver } from '../../src/engine'
import type { Command } from '../../src/engine/core/commands'
import { describeEvent } from '../../src/i18n/events'
import { apply } from '../../src/engine/core/apply'
import type { GameEvent } from '../../src/engine/core/events'
import { createRandomPlayer } from '../../src/sim/randomPlayer'
import { seededRand } from '../../src/core'
import { replay } from '../../src/engine/core/replay'
import { syntheticGame } from '../../src/sim/syntheticGame'

describe('SEQ.4 replay', () => {
  test('SEQ.4 a long random game is reproduced exactly from its initial state and command list', () => {
    const { map, state: initial } = syntheticGame(42, 12, 10, 14)
    const ctx = { map }
    const player = createRandomPlayer(seededRand(3), { moveChance: 0.9, attackChance: 0.8 })
    const commands: Command[] = []
    const events: GameEvent[] = []
    let state = initial
    while (!isGameOver(state)) {
      const cmd = player.next(ctx, state)
      const out = apply(ctx, state, cmd)
      expect(out.ok ? null : out.refusal).toBeNull()
      if (!out.ok) break
      commands.push(cmd)
      events.push(...out.events)
      state = out.state
    }
    expect(isGameOver(state)).toBe(true)
    expect(events.some((e) => e.type === 'combat-resolved')).toBe(true)
    const again = replay(ctx, initial, commands)
    expect(again.refused).toEqual([])
    expect(again.state).toEqual(state)
    expect(again.events.flat()).toEqual(events)
    // Every event can be told in both languages.
    for (const e of events) {
      expect(describeEvent(e, 'ru', (id) => id).length).toBeGreaterThan(0)
      expect(describeEvent(e, 'en', (id) => id).length).toBeGreaterThan(0)
    }
  })
})
