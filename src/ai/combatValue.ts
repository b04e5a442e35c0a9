// Exact one-ply value of an attack or a fire: the table's odds (CBT.7) times what each result does
// to both sides (CBT.8–9, CMD.2, CMD.4, CMD.5), in weighted strength points. No dice are rolled here.
import {
  Combat,
  isGameOver,
  lastTurnOf,
  otherSide,
  type CombatResult,
  type Ctx,
  type GameState,
  type Side,
  type UnitState,
} from '../engine'
import { distance, resultOdds, retreatOptions, type OnMapUnit } from '../engine/ai'
import { casualtyCost, stackedWorth, worthOf, type CommanderWorth } from './commanderValue'
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
  /**
   * For each adjacent attacker (same order), whether it could not retreat 1 (resp. 2) hexes from the defender:
   * an A1/A2 then destroys it (CBT.9), and the commanders with it are captured (CMD.5). Unknown: free.
   */
  adjacentBlocked?: Array<{ b1: boolean; b2: boolean }>
  /** Commanders stacked with the attacking units / the defender who command them (CMD.2 holds, CMD.4 risk). */
  attackCommanders: CommanderWorth[]
  defenceCommanders: CommanderWorth[]
  /**
   * What the commanders stacked with each adjacent attacker (same order) and with the defender are worth,
   * whatever their command: a unit destroyed next to the enemy takes them with it (CMD.5). Unknown: none.
   */
  adjacentCommanderWorth?: number[]
  defenderCommanderWorth?: number
  /**
   * Nothing done to the enemy counts any more (`enemyLossesMatter` false): his losses, his demoralized units and his
   * commanders are worth nothing; what the attack costs still counts.
   */
  gainless?: boolean
}

export interface AttackValue {
  /** Expected weighted gain for the attacking side (positive is good for it). */
  value: number
  /** Expected strength points destroyed on each side (the exchange). */
  enemyLoss: number
  ownLoss: number
  pKill: number
  /** The chance the defender leaves its hex (DE, EX, or a retreat not held by a commander, CMD.2). */
  pDislodge: number
  /** The commanders' part of `value` (CMD.4 casualty rolls, CMD.5 captures of both sides'). */
  commanders: number
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

/**
 * Whether what `side` does to the enemy still counts: not in the Russians' last phase, nor once the game is over,
 * when the result is read from the Russian losses alone (WIN.2, or a WIN.3 variant that weighs no French loss). No
 * phase of the enemy's follows to make a destroyed or demoralized unit worth anything, and a Russian attack there can
 * only add to the Russian losses (a wargamer's game against Hard: two cavalry units attacked at high odds in the very
 * last phase, rolled EX and lost 9 points).
 */
export function enemyLossesMatter(state: GameState, side: Side): boolean {
  if (side !== 'ru') return true
  const rule = state.victory
  if (rule && !(rule.kind === 'losses' && rule.frWeight === 0)) return true
  return !russianLastPhase(state)
}

/** The Russians' last phase, which no French phase follows (SEQ.2), or the game over after it. */
export function russianLastPhase(state: GameState): boolean {
  return isGameOver(state) || (state.turn === lastTurnOf(state) && state.side === 'ru')
}

export function attackValue(a: AttackInput): AttackValue {
  const w0 = WEIGHTS[a.side]
  const w = a.gainless ? { ...w0, enemyKill: 0, enemyDemoralized: 0 } : w0
  const dw = worth(a.defender)
  const hold = a.defenceCommanders.reduce((m, c) => Math.max(m, c.rating), 0) / 6
  const attackHold = a.attackCommanders.reduce((m, c) => Math.max(m, c.rating), 0) / 6
  const adjWorth = a.adjacent.reduce((t, u) => t + worth(u), 0)
  const adjCommanders = (a.adjacentCommanderWorth ?? []).reduce((t, x) => t + x, 0)
  // A1/A2: the adjacent attackers that cannot retreat the distance are destroyed, the others demoralized.
  const pushed = (hexes: 1 | 2): { lost: number; commanders: number; demoralized: number } => {
    let lost = 0
    let commanders = 0
    a.adjacent.forEach((u, i) => {
      const bl = a.adjacentBlocked?.[i]
      if (bl && (hexes === 1 ? bl.b1 : bl.b2)) {
        lost += worth(u)
        commanders += a.adjacentCommanderWorth?.[i] ?? 0
      }
    })
    return { lost, commanders, demoralized: adjWorth - lost }
  }
  let value = 0
  let enemyLoss = 0
  let ownLoss = 0
  let pKill = 0
  let pDislodge = 0
  let commandersLost = 0
  for (const o of a.odds) {
    const p = o.probability
    if (o.result === 'DE' || o.result === 'EX') pDislodge += p
    if (o.result === 'D1' || o.result === 'D2') pDislodge += p * (1 - hold)
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
      case 'A2': {
        if (o.noEffect) break
        const r = pushed(o.result === 'A1' ? 1 : 2)
        value -= p * (1 - attackHold) * w.ownDemoralized * r.demoralized
        ownLoss += p * (1 - attackHold) * r.lost
        commandersLost += p * (1 - attackHold) * r.commanders
        break
      }
      case 'AE':
        if (o.noEffect) break
        ownLoss += p * adjWorth
        commandersLost += p * adjCommanders
        break
    }
  }
  let commanders = -commandersLost
  for (const c of a.attackCommanders) commanders -= casualtyCost(c, w.ownDemoralized)
  // The defender's commanders roll too, and go with it when it is destroyed next to our units (CMD.5): their
  // loss is our gain, a little.
  const enemy = otherSide(a.side)
  const gain = a.gainless ? 0 : 0.5
  for (const c of a.defenceCommanders) commanders += gain * casualtyCost(c, WEIGHTS[enemy].ownDemoralized)
  if (a.adjacent.length > 0) commanders += gain * pKill * (a.defenderCommanderWorth ?? 0)
  value += w.enemyKill * enemyLoss - w.ownLoss * ownLoss + commanders
  return { value, enemyLoss, ownLoss, pKill, pDislodge, commanders }
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

/** Commanders stacked with these units who command them, with what they and their command are worth. */
export function commandersOf(state: GameState, units: UnitState[]): CommanderWorth[] {
  const out: CommanderWorth[] = []
  for (const u of units) {
    for (const c of Combat.commandersWith(state, u)) {
      if (!out.some((x) => x.id === c.id)) out.push(worthOf(state, c.id))
    }
  }
  return out
}

/** What the commanders stacked with each unit are worth, whatever their command (CMD.5 takes them all). */
export function stackedWorths(state: GameState, units: UnitState[]): number[] {
  return units.map((u) => stackedWorth(state, u))
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
