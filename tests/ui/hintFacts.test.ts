// The hint's explanation states facts of the position only: for an attack or a fire the odds and the chance the
// defender is destroyed are the coach's own (Coach.attackConsequences), for a move the hex is where the command
// ends and every enemy named stands next to it (and none left out).
import { describe, expect, test } from 'vitest'
import { hint } from '../../src/ai'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import {
  actingSide,
  apply,
  Coach,
  codeOf,
  hexId,
  isGameOver,
  loadMap,
  newGameFromScenario,
  type Command,
  type Ctx,
  type GameState,
} from '../../src/engine'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { hintFacts } from '../../src/ui/hint/hintFacts'

const ctx: Ctx = { map: loadMap(borodinoMapData) }

/** Positions along a random game with the hint Normal would give in each. */
function* hinted(seed: number): Generator<[GameState, Command]> {
  const start = newGameFromScenario(ctx, historicalScenario, allUnits, commanders, seed)
  if (!start.ok) throw new Error(start.error.join('; '))
  let s = start.value
  const player = createRandomPlayer(seededRand(seed), { attackChance: 0.8 })
  for (let n = 0; n < 1500 && !isGameOver(s); n++) {
    if (n % 7 === 0) {
      const h = hint(ctx, s, actingSide(s), { level: 'normal', seed: n })
      if (h) yield [s, h]
    }
    const out = apply(ctx, s, player.next(ctx, s))
    if (!out.ok) throw new Error(out.refusal.code)
    s = out.state
  }
}

const neighbours = (hex: string): Set<string> => {
  const h = hexId(ctx.map, hex)
  const out = new Set<string>()
  for (let d = 0; d < 6; d++) {
    const n = ctx.map.geo.neighbor[h * 6 + d]!
    if (n >= 0) out.add(codeOf(ctx.map, n))
  }
  return out
}

describe('the hint facts', () => {
  test('match the command and the position, for moves and attacks', () => {
    let attacks = 0
    let moves = 0
    for (const [s, cmd] of hinted(4)) {
      const f = hintFacts(ctx, s, cmd)
      if (cmd.type === 'attack' || cmd.type === 'fire') {
        attacks++
        const plan =
          cmd.type === 'attack'
            ? { defender: cmd.defender, attackers: cmd.attackers, batteries: cmd.batteries ?? [] }
            : { defender: cmd.target, batteries: cmd.batteries }
        const a = Coach.attackConsequences(ctx, s, plan)
        if (!a.ok) throw new Error('the hinted attack is refused by the coach')
        expect(f.kind).toBe(cmd.type)
        expect(f.defender).toBe(plan.defender)
        expect(f.odds?.diff).toBe(a.consequences.diff)
        const d = a.consequences.defender.destroyed
        expect(f.odds?.destroyedExact).toBe(`${d.num}/${d.den}`)
        expect(f.odds?.destroyed).toBeCloseTo(Number(d.num) / Number(d.den), 12)
      }
      if (cmd.type === 'move') {
        moves++
        const to = cmd.path.at(-1)!
        expect(f).toMatchObject({
          kind: 'move',
          actor: { id: cmd.unit, commander: false },
          to,
          from: s.units[cmd.unit]!.hex,
        })
        const near = neighbours(to)
        const side = s.units[cmd.unit]!.side
        const enemies = Object.values(s.units)
          .filter((u) => u.side !== side && u.status === 'active' && u.hex && near.has(u.hex))
          .map((u) => u.id)
        expect([...f.enemiesNext].sort()).toEqual(enemies.sort())
        expect(f.rules).toContain('MOVE.1')
        expect(f.rules.includes('ZOC.1')).toBe(enemies.length > 0)
      }
      if (cmd.type === 'endPhase') expect(f.kind).toBe('end-phase')
    }
    expect(attacks).toBeGreaterThan(0)
    expect(moves).toBeGreaterThan(0)
  }, 120_000)
})
