// What a game's record says, as data: losses turn by turn, units lost, commanders' fates, the largest
// combats, and the order of battle with every counter's state. Pure: the UI words it.
import {
  firstTurnOf,
  type CombatResult,
  type CommanderStatus,
  type GameEvent,
  type GameState,
  type HexCode,
  type Side,
  type UnitType,
} from '../../engine'
import type { LogEntry } from '../game'

export interface TurnLosses {
  turn: number
  /** Strength points lost by each side up to the end of this turn. */
  fr: number
  ru: number
}

/** Cumulative losses at the end of each turn played (the turn before the game's first is the start). */
export function lossesByTurn(log: readonly LogEntry[], state: GameState): TurnLosses[] {
  const first = firstTurnOf(state)
  const last = log[log.length - 1]?.turn ?? 0
  const out: TurnLosses[] = [{ turn: first - 1, fr: 0, ru: 0 }]
  const sum = { fr: 0, ru: 0 }
  let i = 0
  for (let turn = first; turn <= Math.max(last, state.turn); turn++) {
    // i < log.length in both reads.
    for (; i < log.length && log[i]!.turn <= turn; i++) {
      for (const e of log[i]!.events)
        if (e.type === 'unit-destroyed') sum[state.units[e.unit]?.side ?? 'ru'] += e.strength
    }
    out.push({ turn, fr: sum.fr, ru: sum.ru })
  }
  return out
}

export interface LostUnit {
  unit: string
  side: Side
  turn: number
  hex: HexCode
  strength: number
  /** Index of the command that destroyed it. */
  index: number
}

export function lostUnits(log: readonly LogEntry[], state: GameState): LostUnit[] {
  const out: LostUnit[] = []
  for (const entry of log) {
    for (const e of entry.events) {
      if (e.type === 'unit-destroyed')
        out.push({
          unit: e.unit,
          side: state.units[e.unit]?.side ?? 'ru',
          turn: entry.turn,
          hex: e.hex,
          strength: e.strength,
          index: entry.index,
        })
    }
  }
  return out
}

export interface CommanderFate {
  commander: string
  side: Side
  /** What befell him last (killed, badly wounded, wounded, captured). */
  fate: Exclude<CommanderStatus, 'active'>
  turn: number
  index: number
  /** Lightly wounded: the turn he is back (CMD.4). */
  returnsOnTurn?: number
  /** Still out at the end (a wounded commander may be back). */
  status: CommanderStatus
}

/** Every commander something happened to, in the order it happened (the latest fate for each). */
export function commanderFates(log: readonly LogEntry[], state: GameState): CommanderFate[] {
  const byId = new Map<string, CommanderFate>()
  for (const entry of log) {
    for (const e of entry.events) {
      const c = 'commander' in e ? state.commanders[e.commander] : undefined
      if (!c) continue
      const base = { commander: c.id, side: c.side, turn: entry.turn, index: entry.index, status: c.status }
      if (e.type === 'commander-casualty' && e.outcome !== 'unhurt')
        byId.set(c.id, { ...base, fate: e.outcome, ...(e.returnsOnTurn ? { returnsOnTurn: e.returnsOnTurn } : {}) })
      if (e.type === 'commander-captured') byId.set(c.id, { ...base, fate: 'captured' })
    }
  }
  return [...byId.values()].sort((a, b) => a.index - b.index)
}

export interface CombatSummary {
  index: number
  turn: number
  side: Side
  kind: 'melee' | 'fire'
  defender: string
  attackers: string[]
  attack: number
  defence: number
  result: CombatResult
  /** Strength on both sides: what "largest" means. */
  size: number
}

export function combats(log: readonly LogEntry[]): CombatSummary[] {
  const out: CombatSummary[] = []
  for (const entry of log) {
    for (const e of entry.events) {
      if (e.type !== 'combat-resolved' && e.type !== 'fire-resolved') continue
      out.push({
        index: entry.index,
        turn: entry.turn,
        side: entry.side,
        kind: e.type === 'fire-resolved' ? 'fire' : 'melee',
        defender: e.defender,
        attackers: [...e.attackers, ...e.batteries],
        attack: e.attack,
        defence: e.defence,
        result: e.result,
        size: e.attack + e.defence,
      })
    }
  }
  return out
}

/** The `n` largest combats (most strength on both sides; the earlier first on a tie), in the order played. */
export function largestCombats(log: readonly LogEntry[], n = 3): CombatSummary[] {
  return combats(log)
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .slice(0, n)
    .sort((a, b) => a.index - b.index)
}

// ---- the order of battle ----

export type UnitCondition = 'good' | 'demoralized' | 'limbered' | 'unlimbered' | 'destroyed' | 'off-map'

export interface RosterUnit {
  id: string
  type: UnitType
  label: string
  condition: UnitCondition
  hex: HexCode | null
  strength: number
}

export interface RosterCommander {
  id: string
  status: CommanderStatus
  hex: HexCode | null
  returnsOnTurn?: number
  rating: number
}

export interface RosterCorps {
  corps: string
  units: RosterUnit[]
}

export interface RosterSide {
  side: Side
  armies: Array<{ army: string; corps: RosterCorps[] }>
  commanders: RosterCommander[]
  losses: number
}

export function unitCondition(u: GameState['units'][string]): UnitCondition {
  if (u.status === 'destroyed') return 'destroyed'
  if (u.hex === null) return 'off-map'
  if (u.type === 'artillery') return u.limbered ? 'limbered' : 'unlimbered'
  return u.demoralized ? 'demoralized' : 'good'
}

/** Both sides' counters by army and corps (in the order of the data), and their commanders. */
export function roster(state: GameState): RosterSide[] {
  return (['fr', 'ru'] as const).map((side) => {
    const armies: RosterSide['armies'] = []
    for (const u of Object.values(state.units)) {
      if (u.side !== side) continue
      let a = armies.find((x) => x.army === u.army)
      if (!a) armies.push((a = { army: u.army, corps: [] }))
      let c = a.corps.find((x) => x.corps === u.corps)
      if (!c) a.corps.push((c = { corps: u.corps, units: [] }))
      const condition = unitCondition(u)
      c.units.push({
        id: u.id,
        type: u.type,
        label: u.label,
        condition,
        hex: condition === 'destroyed' ? null : u.hex,
        strength: (u.type === 'artillery' ? u.limbered : u.demoralized) ? u.back.strength : u.front.strength,
      })
    }
    const commanders = Object.values(state.commanders)
      .filter((c) => c.side === side)
      .map((c) => ({
        id: c.id,
        status: c.status,
        hex: c.status === 'active' ? c.hex : null,
        rating: c.rating,
        ...(c.status === 'wounded' && c.returnsOnTurn ? { returnsOnTurn: c.returnsOnTurn } : {}),
      }))
    return { side, armies, commanders, losses: state.losses[side] }
  })
}

/** The events of a log entry that concern one combat, for highlighting a step. */
export const isCombatEvent = (e: GameEvent): e is Extract<GameEvent, { type: 'combat-resolved' | 'fire-resolved' }> =>
  e.type === 'combat-resolved' || e.type === 'fire-resolved'
