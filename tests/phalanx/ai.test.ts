// The Phalanx computer player: it sends legal commands only, takes an obvious rout, steps out of an
// obvious loss, and decides the same way every time for the same seed.
import { describe, expect, test } from 'vitest'
import {
  apply,
  decidePhalanx,
  greedyPhalanxTurn,
  newGame,
  PH_AI_LEVELS,
  type PhAiLevel,
  type PhCommand,
  type PhState,
} from '../../src/phalanx/index'
import { randomCommand } from '../../src/phalanx/sim/randomPlayer'
import { seededRand } from '../../src/core'
import { at, ctx, play, position, uid } from './helpers'

/** Applies a whole batch, failing the test on any refusal. */
function applyAll(state: PhState, cmds: readonly PhCommand[]): PhState {
  let s = state
  for (const cmd of cmds) {
    const out = apply(ctx, s, cmd)
    if (!out.ok) throw new Error(`refused ${JSON.stringify(cmd)}: ${out.refusal.code}`)
    s = out.state
  }
  return s
}

const turnOf = (level: PhAiLevel, s: PhState, seed = 1): PhCommand[] => decidePhalanx(ctx, s, s.side, { level, seed })

describe('Phalanx computer player', () => {
  test.each(['easy', 'normal'] as const)(
    'PH-SEQ.2 %s plays whole games against the random player with legal commands only, and wins',
    (level) => {
      // The computer plays South moving first, then North moving first.
      for (const first of ['south', 'north'] as const) {
        const rand = seededRand(first === 'south' ? 11 : 12)
        let s = newGame(ctx.field, { first, maxGameTurns: 40 })
        let turns = 0
        while (!s.result) {
          if (s.side === first) {
            const cmds = turnOf(level, s, 5)
            expect(cmds.at(-1)).toEqual({ type: 'endPhase' })
            s = applyAll(s, cmds)
            turns++
          } else s = applyAll(s, [randomCommand(ctx, s, rand)])
        }
        expect(turns).toBeGreaterThan(1)
        expect(s.result.winner).toBe(first)
      }
    },
  )

  test('PH-SEQ.2 every level finishes the turn legally from positions reached by random play', () => {
    const rand = seededRand(21)
    let s = newGame(ctx.field, { first: 'random', seed: 4, maxGameTurns: 30 })
    let checked = 0
    for (let i = 0; i < 600 && checked < 12; i++) {
      if (s.result) s = newGame(ctx.field, { first: 'random', seed: 5 + i, maxGameTurns: 30 })
      s = applyAll(s, [randomCommand(ctx, s, rand)])
      if (s.result || i % 47 !== 0) continue
      for (const level of PH_AI_LEVELS) {
        const after = applyAll(s, turnOf(level, s, i))
        expect(after.result !== null || after.side !== s.side, level).toBe(true)
      }
      checked++
    }
    expect(checked).toBe(12)
  })

  test('PH-SEQ.2 it finishes a turn from the facing and the attack phases too, and waits when it is not its turn', () => {
    const rand = seededRand(3)
    let s = newGame(ctx.field, { first: 'south', maxGameTurns: 12 })
    let checked = 0
    while (!s.result) {
      if (s.phase !== 'movement') {
        s = applyAll(s, turnOf('normal', s))
        checked++
        continue
      }
      expect(decidePhalanx(ctx, s, s.side === 'south' ? 'north' : 'south', { level: 'normal', seed: 1 })).toEqual([])
      const cmd = randomCommand(ctx, s, rand)
      s = applyAll(s, [cmd])
    }
    expect(checked).toBeGreaterThan(5)
    expect(turnOf('normal', s)).toEqual([])
  })

  test('PH-CBT.4 PH-CBT.5 it turns three units to a hoplite beside them and routs it with their combined attack', () => {
    // N-H1 (defence 3) at 0605; three South units beside it, all facing away: only turning all three
    // in the facing phase gives the 3 needed.
    const s = position({
      units: { 'N-H1': '0605/F12', 'S-H1': '0606/F6', 'S-H2': '0506/F6', 'S-C1': '0705/F4' },
    })
    // Easy may not see it (it misses openings: aiEasy.test.ts).
    for (const level of ['normal', 'hard'] as const) {
      const after = applyAll(s, turnOf(level, s))
      expect(after.units[uid('N-H1')]!.location, level).toBe('lost')
    }
  })

  test('PH-CBT.5 PH-WIN.4 it steps its strategos out of an attack that would rout it', () => {
    // S-S (defence 4) at 0505, facing south; N-S (2) and two hoplites (1 + 1) already have it in front.
    const s = position({
      units: { 'S-S': '0505/F6', 'N-S': '0504/F8', 'N-H1': '0404/F4', 'N-H2': '0405/F2' },
    })
    // Had South stood still, North's greedy turn would rout it: the loss is real.
    const stood = play(s, { type: 'endPhase' }, { type: 'endPhase' }, { type: 'endPhase' }).state
    expect(at(applyAll(stood, greedyPhalanxTurn(ctx, stood, 'north')), 'S-S')).toBe('lost')
    for (const level of ['normal', 'hard'] as const) {
      const after = applyAll(s, turnOf(level, s))
      expect(after.side).toBe('north')
      const reply = applyAll(after, greedyPhalanxTurn(ctx, after, 'north'))
      expect(at(reply, 'S-S'), level).not.toBe('lost')
    }
  })

  test("PH-OPT.1 with random defence it decides without the game's coming dice", () => {
    const s = position({
      units: { 'N-H1': '0605/F12', 'S-H1': '0606/F6', 'S-H2': '0506/F6', 'S-C1': '0705/F4' },
      randomDefence: true,
    })
    const dice = [1, 2, 3, 4, 5, 6, 7, 8].map((rng) => ({ ...s, rng: rng * 0x1234567 }))
    const turns = dice.map((d) => JSON.stringify(turnOf('normal', d, 4)))
    expect(new Set(turns).size).toBe(1)
    // The plan still declares the combined attack; its die decides at the end of the phase.
    expect(turns[0]).toContain('"type":"attack"')
  })

  test('PH-SEQ.1 the same position, side and seed give the same commands, and the state is not touched', () => {
    const rand = seededRand(9)
    let s = newGame(ctx.field, { first: 'north' })
    for (let i = 0; i < 40; i++) s = applyAll(s, [randomCommand(ctx, s, rand)])
    while (s.phase !== 'movement') s = applyAll(s, [randomCommand(ctx, s, rand)])
    const before = JSON.stringify(s)
    for (const level of PH_AI_LEVELS) {
      const a = turnOf(level, s, 77)
      const b = turnOf(level, JSON.parse(before) as PhState, 77)
      expect(b).toEqual(a)
      expect(a.length).toBeGreaterThan(0)
    }
    expect(JSON.stringify(s)).toBe(before)
  })
})
