// Every hint is a legal command: over random positions of random legal play (the random player of src/phalanx/sim),
// with and without the optional rules, the computer's next command for the side to move — what the hint proposes —
// is accepted by the rules, its facts can be read, and the whole turn it begins is legal to the end (PH-SEQ.1–2).
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { apply, decidePhalanx, hintFacts, newGame, type PhAiLevel, type PhState } from '../../src/phalanx/index'
import { randomCommand } from '../../src/phalanx/sim/randomPlayer'
import { seededRand } from '../../src/core'
import { ctx, field } from './helpers'

/** A position reached by `steps` random legal commands from a new game (the last before the end, if sooner). */
function randomPosition(seed: number, steps: number, opts: { randomDefence: boolean; double: boolean }): PhState {
  const rand = seededRand(seed)
  let s = newGame(field, {
    first: seed % 2 ? 'south' : 'north',
    seed,
    randomDefence: opts.randomDefence,
    strategosCountsDoubleForBreak: opts.double,
  })
  for (let i = 0; i < steps; i++) {
    const out = apply(ctx, s, randomCommand(ctx, s, rand))
    if (!out.ok) throw new Error(out.refusal.code)
    if (out.state.result) break
    s = out.state
  }
  return s
}

/** Positions checked with the game still going (all of them: a position is taken before the game's end). */
let live = 0

function checkHint(s: PhState, level: PhAiLevel, seed: number): void {
  const plan = decidePhalanx(ctx, s, s.side, { level, seed })
  if (s.result) {
    expect(plan).toEqual([])
    return
  }
  live++
  expect(plan.length).toBeGreaterThan(0)
  const hint = plan[0]!
  const out = apply(ctx, s, hint)
  expect(out.ok, JSON.stringify({ hint, refusal: out.ok ? null : out.refusal })).toBe(true)
  const facts = hintFacts(ctx, s, plan)
  expect(facts?.command).toEqual(hint)
  // The rest of the turn follows, each command legal in turn, and the last one ends it.
  let t = s
  let ended = false
  for (const cmd of plan) {
    expect(ended).toBe(false)
    const o = apply(ctx, t, cmd)
    if (!o.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${o.refusal.code}`)
    t = o.state
    ended = o.events.some((e) => e.kind === 'turnStarted' || e.kind === 'gameEnded')
  }
  expect(ended).toBe(true)
}

const position = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  steps: fc.integer({ min: 0, max: 600 }),
  randomDefence: fc.boolean(),
  double: fc.boolean(),
})

/** Runs at each level: how many random positions, the fast-check seed. */
const RUNS: ReadonlyArray<[PhAiLevel, number, number]> = [
  ['easy', 150, 2812],
  ['normal', 40, 1812],
  ['hard', 8, 7],
]

describe('PH-SEQ.1 the hint is always a legal command', () => {
  for (const [level, numRuns, seed] of RUNS) {
    test(`PH-SEQ.2 at ${level} over random positions`, () => {
      live = 0
      fc.assert(
        fc.property(position, (p) => checkHint(randomPosition(p.seed, p.steps, p), level, p.seed)),
        { numRuns, seed },
      )
      expect(live).toBe(numRuns)
    }, 60_000)
  }
})
