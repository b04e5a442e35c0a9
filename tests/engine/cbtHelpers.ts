// Shared helpers for the combat, artillery, commander and rally tests: forced dice by seed search.
import { expect } from 'vitest'
import { nextDie, seedToState } from '../../src/core/dice'
import { apply } from '../../src/engine/core/apply'
import type { Command, Ctx, Outcome } from '../../src/engine/core/commands'
import type { GameEvent } from '../../src/engine/core/events'
import type { GameState } from '../../src/engine/core/state'
import { say } from '../helpers/say'

const cache = new Map<string, number>()

/** The first seed whose first dice are exactly these (searched, never mocked). */
export function seedForDice(dice: number[]): number {
  const key = dice.join(',')
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  for (let seed = 1; seed < 50_000_000; seed++) {
    let rng = seedToState(seed)
    let ok = true
    for (const d of dice) {
      const r = nextDie(rng)
      if (r.die !== d) {
        ok = false
        break
      }
      rng = r.rng
    }
    if (ok) {
      cache.set(key, seed)
      return seed
    }
  }
  throw new Error(`no seed for dice ${key}`)
}

/** Sets the dice of a state so that its next rolls are these. */
export function withDice(state: GameState, dice: number[]): GameState {
  return { ...state, seed: seedForDice(dice), rng: seedToState(seedForDice(dice)) }
}

export function ok(ctx: Ctx, state: GameState, cmd: Command): { state: GameState; events: GameEvent[] } {
  const out = apply(ctx, state, cmd)
  if (!out.ok)
    throw new Error(`refused ${JSON.stringify(cmd)}: ${out.refusal.rule} ${out.refusal.code} ${say(out.refusal, 'en')}`)
  return { state: out.state, events: out.events }
}

export function refused(ctx: Ctx, state: GameState, cmd: Command): Extract<Outcome, { ok: false }>['refusal'] {
  const before = JSON.stringify(state)
  const out = apply(ctx, state, cmd)
  expect(out.ok).toBe(false)
  expect(JSON.stringify(state)).toBe(before)
  if (out.ok) throw new Error('not refused')
  return out.refusal
}

export const ofType = <T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Array<Extract<GameEvent, { type: T }>> => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)
