// attackConsequences proven exact on the real battlefield: attacks a seeded random player makes in the
// historical scenario, with commanders in the combat (CMD.2, CMD.4, CMD.5 at play), each compared with the
// engine's outcome for every sequence of dice (coachExact.ts).
import { describe, expect, test } from 'vitest'
import { allUnits, borodinoMapData, commanders, historicalScenario } from '../../src/data/bundled'
import {
  apply,
  commandsUnit,
  isGameOver,
  loadMap,
  newGameFromScenario,
  type Ctx,
  type GameState,
} from '../../src/engine'
import type { PlannedAttack } from '../../src/engine/coach/consequences'
import { createRandomPlayer } from '../../src/sim'
import { seededRand } from '../../src/core'
import { proveExact } from './coachExact'

const map = loadMap(borodinoMapData)
const ctx: Ctx = { map }

/**
 * Attacks of a seeded game, each with a commander brought onto the defender's hex (even ones) or the first
 * attacker's (odd ones), one of that unit's command (the random player seldom stacks them): CMD.2, CMD.4
 * and CMD.5 at play. Kept when at most six dice can be drawn, so every sequence is forced from the table.
 */
function attacksWithCommanders(seed: number, wanted: number): Array<{ state: GameState; attack: PlannedAttack }> {
  const start = newGameFromScenario({ map }, historicalScenario, allUnits, commanders, seed)
  if (!start.ok) throw new Error(start.error.join('; '))
  const player = createRandomPlayer(seededRand(seed), { attackChance: 0.8 })
  const out: Array<{ state: GameState; attack: PlannedAttack }> = []
  let s = start.value
  for (let n = 0; n < 20_000 && out.length < wanted && !isGameOver(s); n++) {
    const cmd = player.next(ctx, s)
    if (cmd.type === 'attack' || cmd.type === 'fire') {
      const attack =
        cmd.type === 'attack'
          ? { defender: cmd.defender, attackers: cmd.attackers, batteries: cmd.batteries ?? [] }
          : { defender: cmd.target, batteries: cmd.batteries }
      const fighting = [attack.defender, ...(attack.attackers ?? []), ...attack.batteries].map((id) => s.units[id]!)
      const host = out.length % 2 === 0 ? fighting[0]! : fighting[1]!
      const c = Object.values(s.commanders).find((x) => x.status === 'active' && commandsUnit(x, host))
      if (c) {
        const state = { ...s, commanders: { ...s.commanders, [c.id]: { ...c, hex: host.hex } } }
        const rolling = Object.values(state.commanders).filter(
          (x) => x.status === 'active' && fighting.some((u) => u.hex === x.hex && commandsUnit(x, u)),
        )
        const held = fighting.filter((u) => rolling.some((x) => x.hex === u.hex && commandsUnit(x, u)))
        if (1 + held.length + 2 * rolling.length <= 6) out.push({ state, attack })
      }
    }
    let next = apply(ctx, s, cmd)
    if (!next.ok) next = apply(ctx, s, { type: 'endPhase' })
    if (!next.ok) throw new Error(next.refusal.code)
    s = next.state
  }
  return out
}

describe('CBT.7 exact on the real map', () => {
  test('CBT.7 CMD.2 CMD.4 CMD.5 attacks of a random game, every roll compared with the engine', () => {
    const found = attacksWithCommanders(1812, 3)
    expect(found).toHaveLength(3)
    for (const { state, attack } of found) {
      const { q, leaves } = proveExact(ctx, state, attack)
      expect(leaves).toBeGreaterThan(6)
      expect(q.commanders.some((c) => c.casualty.rolls.num > 0n)).toBe(true)
    }
  })
})
