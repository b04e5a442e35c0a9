// Properties of the whole ruleset under random play: legal play never throws, every refusal leaves
// the state exactly as it was, replay reproduces the state, and the invariants of the rules hold.
import fc from 'fast-check'
import { at } from '../helpers/must'
import { describe, expect, test } from 'vitest'
import {
  apply,
  BREAK_THRESHOLD,
  hexOf,
  lossesOf,
  newGame,
  REFUSAL_CODES,
  replay,
  SCORE_TOTAL,
  type PhCommand,
  type PhState,
} from '../../src/phalanx/index'
import { playRandomGame, randomCommand } from '../../src/phalanx/sim/randomPlayer'
import { seededRand } from '../../src/core'
import { ctx, field } from './helpers'

/** Every broken invariant between two consecutive states, as short descriptions (empty when all hold). */
function problems(s: PhState, before: PhState): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const u of Object.values(s.units)) {
    const onBoard = u.location !== 'camp' && u.location !== 'lost'
    if (onBoard) {
      if (hexOf(field, u.location) < 0) out.push(`${u.id} off the field`)
      if (seen.has(u.location)) out.push(`two units on ${u.location}`)
      seen.add(u.location)
    }
    // A facing exactly for hoplites and cavalry on the board (PH-UNIT.5).
    if ((u.facing !== null) !== (onBoard && (u.type === 'hoplites' || u.type === 'cavalry')))
      out.push(`${u.id} facing ${u.facing}`)
    // Nobody comes back: lost stays lost, the board is never left for the camp, camps never move.
    const was = before.units[u.id]!.location
    if (was === 'lost' && u.location !== 'lost') out.push(`${u.id} came back`)
    if (was !== 'camp' && u.location === 'camp') out.push(`${u.id} went into the camp`)
    if (u.type === 'camp' && u.location !== 'lost' && u.location !== was) out.push(`${u.id} moved`)
  }
  // After a side's 3rd movement phase its camp is empty (PH-SETUP.4).
  for (const side of ['south', 'north'] as const) {
    const past = s.ownTurn[side] > 3 || (s.ownTurn[side] === 3 && (s.side !== side || s.phase !== 'movement'))
    if (past && Object.values(s.units).some((u) => u.side === side && u.location === 'camp'))
      out.push(`${side} camp not empty`)
  }
  // Losses never shrink.
  for (const side of ['south', 'north'] as const)
    if (lossesOf(s, side).units.length < lossesOf(before, side).units.length) out.push(`${side} losses shrank`)
  if (s.result?.scores) {
    const { south, north } = s.result.scores
    if (south + north !== SCORE_TOTAL || Math.min(south, north) < 0) out.push(`scores ${south}-${north}`)
    if (lossesOf(s, s.result.breaking!).breakCount < BREAK_THRESHOLD) out.push('break without 4 losses')
  }
  return out
}

const JUNK_HEXES = [...field.codes.filter(Boolean), '9999', '0000', '__proto__', 'x']

/** Junk and near-miss commands built from numbers: unknown ids, hostile keys, huge numbers, wrong types. */
function junk(state: PhState, [a, b, c, d]: [number, number, number, number]): unknown {
  const ids = [...Object.keys(state.units), '__proto__', 'constructor', 'toString', 'nobody', '']
  const id = (k: number) => ids[k % ids.length]
  const hex = (k: number) => JUNK_HEXES[k % JUNK_HEXES.length]
  const all: Array<() => unknown> = [
    () => ({ type: 'move', unit: id(a), path: [hex(b), hex(c)] }),
    () => ({ type: 'move', unit: id(a), path: [hex(b)], facing: d % 9 }),
    () => ({ type: 'move', unit: id(a), path: [hex(b)], facing: 1e308 }),
    () => ({ type: 'move', unit: id(a), path: hex(b) }),
    () => ({ type: 'move', unit: id(a), path: Array.from({ length: 40 }, () => hex(c)) }),
    () => ({ type: 'face', unit: id(a), facing: d % 7 }),
    () => ({ type: 'face', unit: id(a), facing: -1 }),
    () => ({ type: 'face', unit: id(a), facing: 2.5 }),
    () => ({ type: 'face', unit: id(a), facing: '3' }),
    () => ({ type: 'attack', target: id(a), attackers: [id(b), id(c)] }),
    () => ({ type: 'attack', target: id(a), attackers: [] }),
    () => ({ type: 'attack', target: id(a), attackers: [id(b), 7] }),
    () => ({ type: 'attack', target: { toString: 'x' }, attackers: [id(b)] }),
    () => ({ type: 'endPhase' }),
    () => ({ type: 'constructor' }),
    () => ({ type: '__proto__' }),
    () => ({ type: 'hasOwnProperty' }),
    () => ({ type: 'x'.repeat(10_000) }),
    () => null,
    () => 42,
    () => 'endPhase',
    () => [],
    () => ({ type: ['move'] }),
  ]
  return at(all, (a + 3 * b + 7 * c + d) % all.length)()
}

describe('Phalanx properties', () => {
  test('PH-SEQ.1 random legal play never throws and keeps the invariants; replay reproduces the state exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('south', 'north', 'random'),
        fc.boolean(),
        fc.boolean(),
        (seed, first, double, randomDefence) => {
          const initial = newGame(field, {
            first: first as 'south',
            seed,
            strategosCountsDoubleForBreak: double,
            randomDefence,
            maxGameTurns: 40,
          })
          const rand = seededRand(seed)
          let s = initial
          const commands: PhCommand[] = []
          while (!s.result && commands.length < 3000) {
            const cmd = randomCommand(ctx, s, rand)
            const out = apply(ctx, s, cmd)
            if (!out.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${out.refusal.code}`)
            const bad = problems(out.state, s)
            if (bad.length) expect(bad).toEqual([])
            commands.push(cmd)
            s = out.state
          }
          expect(s.result).not.toBeNull()
          const again = replay(initial, commands)
          expect(again.refused).toEqual([])
          expect(JSON.stringify(again.state)).toBe(JSON.stringify(s))
          // A save is plain JSON: a parsed copy plays on identically.
          expect(JSON.parse(JSON.stringify(s))).toEqual(s)
        },
      ),
      { numRuns: 10 },
    )
  }, 120_000)

  test('PH-SEQ.1 malformed and illegal commands are refused by code, never thrown, and change nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 150, maxLength: 150 }),
        (seed, junkList) => {
          const rand = seededRand(seed)
          let s = newGame(field, { seed, maxGameTurns: 30 })
          for (const j of junkList) {
            if (s.result) break
            const cmd = junk(s, j)
            const before = JSON.stringify(s)
            const out = apply(ctx, s, cmd as PhCommand)
            // The given state is never mutated, whether the command is refused or accepted.
            expect(JSON.stringify(s)).toBe(before)
            if (out.ok) {
              expect(problems(out.state, s)).toEqual([])
              s = out.state
            } else {
              expect(REFUSAL_CODES).toContain(out.refusal.code)
              expect(Object.keys(out.refusal).sort()).toEqual(['code', 'params', 'rule'])
            }
            if (s.result) break
            // Interleave legal play so junk meets every phase.
            const legal = randomCommand(ctx, s, rand)
            const res = apply(ctx, s, legal)
            if (!res.ok) throw new Error(`refused ${JSON.stringify(legal)}: ${res.refusal.code}`)
            s = res.state
          }
        },
      ),
      // Shrinking 150-command runs takes minutes; the seed and counterexample are reported anyway.
      { numRuns: 15, endOnFailure: true },
    )
  }, 120_000)

  test('PH-WIN.2 random games end by a break, with scores adding up to 10', () => {
    let breaks = 0
    for (let seed = 1; seed <= 12; seed++) {
      const { state } = playRandomGame(
        ctx,
        newGame(field, { seed, first: 'random', maxGameTurns: 200 }),
        seededRand(seed),
        20_000,
        { attackChance: 1 },
      )
      expect(state.result).not.toBeNull()
      if (state.result?.reason === 'break') breaks++
    }
    expect(breaks).toBeGreaterThanOrEqual(10)
  }, 120_000)
})
