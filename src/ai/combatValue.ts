// Exact one-ply value of an attack or a fire: the table's odds (CBT.7) times what each result does
// to both sides (CBT.8–9, CMD.2, CMD.4), in weighted strength points. No dice are rolled here.
import { Combat, otherSide, type CombatResult, type Ctx, type GameState, type Side, type UnitState } from '../engine'
import { distance, resultOdds, retreatOptions, type OnMapUnit } from '../engine/ai'
import { WEIGHTS } from './types'

export interface AttackInput {
  side: Side
  defender: UnitState
  /** Melee attackers (empty for a fire). */
  attackers: UnitState[]
  /** Firing or supporting batteries. */
  batteries: UnitState[]
  /** Odds of each result (from previewAttack, or from resultOdds on an estimated differential). */
  odds: Array<{ result: CombatResult; probability: number; noEffect?: true }>
  /** Whether the defender cannot retreat 1 (resp. 2) hexes. */
  blocked1: boolean
  blocked2: boolean
  /** Attacking units adjacent to the defender (they suffer attacker results and EX). */
  adjacent: UnitState[]
  /** Commanders stacked with the attacking units / the defender (CMD.2 holds, CMD.4 risk), by rating. */
  attackCommanders: Array<{ rating: number; commandsWorth: number }>
  defenceCommanders: Array<{ rating: number; commandsWorth: number }>
}

export interface AttackValue {
  /** Expected weighted gain for the attacking side (positive is good for it). */
  value: number
  /** Expected strength points destroyed on each side (the exchange). */
  enemyLoss: number
  ownLoss: number
  pKill: number
}

const worth = (u: UnitState): number => u.front.strength

/** Smallest total printed strength of a subset of `units` reaching `need` (all of them if they fall short). */
export function exchangeLoss(units: UnitState[], need: number): number {
  const s = units.map(worth)
  const total = s.reduce((a, b) => a + b, 0)
  if (total <= need) return total
  let best = total
  const n = Math.min(s.length, 10)
  for (let mask = 1; mask < 1 << n; mask++) {
    let t = 0
    for (let i = 0; i < n; i++) if (mask & (1 << i)) t += s[i]! // i < n <= s.length
    if (t >= need && t < best) best = t
  }
  return best
}

/** CMD.4 expected cost of one casualty roll for a commander whose command is worth `commandsWorth` points. */
function casualtyCost(c: { rating: number; commandsWorth: number }, ownDem: number): number {
  // 1–2 then 1: killed (his whole command demoralized) 1/18; 2: out 1/18; 3–4: out two turns 1/9.
  return (
    (1 / 18) * (c.commandsWorth * ownDem * 0.6 + c.rating * 1.5) + (1 / 18) * c.rating * 1.5 + (1 / 9) * c.rating * 0.4
  )
}

export function attackValue(a: AttackInput): AttackValue {
  const w = WEIGHTS[a.side]
  const dw = worth(a.defender)
  const hold = a.defenceCommanders.reduce((m, c) => Math.max(m, c.rating), 0) / 6
  const attackHold = a.attackCommanders.reduce((m, c) => Math.max(m, c.rating), 0) / 6
  const adjWorth = a.adjacent.reduce((t, u) => t + worth(u), 0)
  let value = 0
  let enemyLoss = 0
  let ownLoss = 0
  let pKill = 0
  for (const o of a.odds) {
    const p = o.probability
    switch (o.result) {
      case 'DE':
        pKill += p
        enemyLoss += p * dw
        break
      case 'D1':
      case 'D2': {
        const blocked = o.result === 'D1' ? a.blocked1 : a.blocked2
        if (blocked) {
          // CMD.2: a commander's roll may hold the unit in place, otherwise it is destroyed.
          pKill += p * (1 - hold)
          enemyLoss += p * (1 - hold) * dw
        } else {
          value += p * (1 - hold) * w.enemyDemoralized * dw
        }
        break
      }
      case 'EX':
        pKill += p
        enemyLoss += p * dw
        ownLoss += p * exchangeLoss(a.adjacent, a.defender.front.strength)
        break
      case 'A1':
      case 'A2':
        if (!o.noEffect) value -= p * (1 - attackHold) * w.ownDemoralized * adjWorth
        break
      case 'AE':
        if (!o.noEffect) ownLoss += p * adjWorth
        break
    }
  }
  value += w.enemyKill * enemyLoss - w.ownLoss * ownLoss
  for (const c of a.attackCommanders) value -= casualtyCost(c, w.ownDemoralized)
  // The defender's commanders roll too: their risk is our gain, a little.
  for (const c of a.defenceCommanders) value += 0.5 * casualtyCost(c, WEIGHTS[otherSide(a.side)].ownDemoralized)
  return { value, enemyLoss, ownLoss, pKill }
}

/** Whether the unit could not retreat `hexes` hexes away from `enemies` as the board stands (CBT.10). */
export function retreatBlocked(ctx: Ctx, state: GameState, unit: OnMapUnit, hexes: number, enemies: string[]): boolean {
  const step = {
    kind: 'retreat' as const,
    side: unit.side,
    unit: unit.id,
    remaining: hexes,
    total: hexes,
    path: [unit.hex],
    enemies,
    commanders: [],
  }
  return retreatOptions(ctx, state, step).length === 0
}

/** Commanders stacked with these units who command them, with what their command is worth. */
export function commandersOf(
  state: GameState,
  units: UnitState[],
): Array<{ id: string; rating: number; commandsWorth: number }> {
  const out: Array<{ id: string; rating: number; commandsWorth: number }> = []
  for (const u of units) {
    for (const c of Combat.commandersWith(state, u)) {
      if (out.some((x) => x.id === c.id)) continue
      let cw = 0
      for (const id in state.units) {
        const v = state.units[id]! // a key of the record itself
        if (
          v.status === 'active' &&
          v.hex !== null &&
          v.side === c.side &&
          (c.commands.army === undefined || c.commands.army === v.army) &&
          (c.commands.corps === undefined || c.commands.corps === v.corps)
        )
          cw += worth(v)
      }
      out.push({ id: c.id, rating: c.rating, commandsWorth: cw })
    }
  }
  return out
}

/** Odds for an estimated differential (planning, before the units are in place). */
export const estimatedOdds = (diff: number) => resultOdds(diff)

/** Adjacent = at distance 1 from the defender's hex. */
export function adjacentTo<U extends UnitState>(
  ctx: Ctx,
  defenderHex: number,
  units: U[],
  hexOf: (u: U) => number,
): U[] {
  return units.filter((u) => distance(ctx.map.geo, hexOf(u), defenderHex) === 1)
}
