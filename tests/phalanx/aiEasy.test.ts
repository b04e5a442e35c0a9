// «Фаланга»'s Easy misjudges as a beginner does: it misses openings (an enemy unit unseen as a target for a whole
// turn), but never faces its units at random: from the place it picks, each faces the enemy.
import { describe, expect, test } from 'vitest'
import { decidePhalanx, newGame, type PhCommand, type PhState, type Side } from '../../src/phalanx/index'
import { frontHexes } from '../../src/phalanx/facing'
import { distance, hexOf } from '../../src/phalanx/field'
import { frontOf, hasFacing, isOnBoard } from '../../src/phalanx/units'
import { randomCommand } from '../../src/phalanx/sim/randomPlayer'
import { seededRand } from '../../src/core'
import { ctx, field, play, position, uid } from './helpers'

const applyAll = (s: PhState, cmds: readonly PhCommand[]): PhState => play(s, ...cmds).state

/** `side`'s units on the field that face neither an enemy nor a hex nearer the nearest enemy. */
function facingAway(s: PhState, side: Side): { away: number; all: number } {
  const foes = Object.values(s.units)
    .filter((u) => u.side !== side && isOnBoard(u))
    .map((u) => hexOf(field, u.location))
  let away = 0
  let all = 0
  for (const u of Object.values(s.units)) {
    if (u.side !== side || !isOnBoard(u) || !hasFacing(u)) continue
    const h = hexOf(field, u.location)
    const front = frontHexes(field, h, frontOf(u))
    const nearest = Math.min(...foes.map((f) => distance(field, h, f)))
    all++
    if (!front.some((x) => foes.includes(x) || foes.some((f) => distance(field, x, f) < nearest))) away++
  }
  return { away, all }
}

describe('Phalanx Easy', () => {
  test('PH-FACE.1 it faces the units it places toward the enemy (before, half of them faced away at random)', () => {
    let away = 0
    let all = 0
    for (let g = 0; g < 10; g++) {
      const easy: Side = g % 2 ? 'north' : 'south'
      const rand = seededRand(100 + g)
      let s = newGame(ctx.field, { first: g < 5 ? 'south' : 'north', maxGameTurns: 40 })
      while (!s.result) {
        if (s.side !== easy) {
          s = applyAll(s, [randomCommand(ctx, s, rand)])
          continue
        }
        s = applyAll(s, decidePhalanx(ctx, s, easy, { level: 'easy', seed: g }))
        const f = facingAway(s, easy)
        away += f.away
        all += f.all
      }
    }
    expect(all).toBeGreaterThan(150)
    expect(away / all).toBeLessThan(0.06)
  })

  test('PH-CBT.4 PH-CBT.5 it misses an obvious rout in some turns, where Normal never does', () => {
    // N-H1 (defence 3) at 0605; three South units beside it, all facing away: turning all three routs it.
    const s = position({
      units: { 'N-H1': '0605/F12', 'S-H1': '0606/F6', 'S-H2': '0506/F6', 'S-C1': '0705/F4' },
    })
    const routs = (level: 'easy' | 'normal'): number => {
      let n = 0
      for (let seed = 1; seed <= 40; seed++)
        if (applyAll(s, decidePhalanx(ctx, s, 'south', { level, seed })).units[uid('N-H1')]!.location === 'lost') n++
      return n
    }
    expect(routs('normal')).toBe(40)
    const easy = routs('easy')
    expect(easy).toBeGreaterThan(8)
    expect(easy).toBeLessThan(32)
  })
})
