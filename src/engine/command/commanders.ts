// Commanders in and after combat (CMD.2, CMD.4, CMD.5): casualty rolls, capture, return from a wound.
// These functions change a draft state and report what they did as events.
import type { Ctx } from '../core/commands'
import { rollDie } from '../../core/dice'
import type { CasualtyOutcome, GameEvent } from '../core/events'
import { hexId } from '../map/map'
import { derived } from '../core/derived'
import type { Occupancy } from '../movement/occupancy'
import type { GameState } from '../core/state'
import { otherSide, type HexCode, type Side } from '../core/types'
import {
  commandsUnit,
  isCommanderOnMap,
  isOnMap,
  type CommanderState,
  type OnMapCommander,
  type OnMapUnit,
  type UnitState,
} from '../core/units'

/** Lightly wounded commanders come back this many turns after the wound (CMD.4). */
export const WOUND_TURNS = 2

export function unitsInHex(state: GameState, hex: HexCode, side?: Side): UnitState[] {
  const out: UnitState[] = []
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.status === 'active' && u.hex === hex && (side === undefined || u.side === side)) out.push(u)
  }
  return out
}

export function commandersInHex(state: GameState, hex: HexCode, side: Side): OnMapCommander[] {
  const out: OnMapCommander[] = []
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (isCommanderOnMap(c) && c.hex === hex && c.side === side) out.push(c)
  }
  return out
}

/** Whether an enemy combat unit of `side` stands in or next to the hex. */
export function enemyInOrNextTo(ctx: Ctx, state: GameState, side: Side, hex: HexCode): boolean {
  const { map } = ctx
  const h = hexId(map, hex)
  const near = new Set<string>([hex])
  for (let d = 0; d < 6; d++) {
    const n = map.geo.neighbor[h * 6 + d]! // h is a hex id, d < 6
    if (n >= 0) near.add(map.geo.codes[n]!)
  }
  const enemy = otherSide(side)
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (u.side === enemy && isOnMap(u) && near.has(u.hex)) return true
  }
  return false
}

function capture(c: CommanderState, hex: HexCode, events: GameEvent[]): void {
  events.push({ type: 'commander-captured', rule: 'CMD.5', commander: c.id, hex })
  c.status = 'captured'
  c.hex = null
}

/**
 * CMD.5: commanders with no friendly combat unit in their hex and an enemy combat unit in or next to it.
 * Read-only (called on a plain state, once per command); see rules-decisions.md for when it is checked.
 */
export function loneCommandersToCapture(ctx: Ctx, state: GameState, sides: readonly Side[]): string[] {
  const { map } = ctx
  let out: string[] | null = null
  let occ: Occupancy | null = null
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.status !== 'active' || c.hex === null || !sides.includes(c.side)) continue
    occ ??= derived(ctx, state).occ
    const h = hexId(map, c.hex)
    // h is a hex id; the occupancy holds -1 or an index into its units for every hex id.
    const here = occ.unitAt[h]!
    if (here >= 0 && occ.units[here]!.side === c.side) continue
    let enemy = here >= 0
    for (let d = 0; d < 6 && !enemy; d++) {
      const n = map.geo.neighbor[h * 6 + d]! // h is a hex id, d < 6
      const i = n >= 0 ? occ.unitAt[n]! : -1
      enemy = i >= 0 && occ.units[i]!.side !== c.side
    }
    if (enemy) (out ??= []).push(id)
  }
  return out ?? []
}

export function captureCommanders(s: GameState, ids: string[], events: GameEvent[]): void {
  // loneCommandersToCapture names only commanders on the map.
  for (const id of ids) {
    const c = s.commanders[id]
    if (c && isCommanderOnMap(c)) capture(c, c.hex, events)
  }
}

/** CMD.5: when a unit is destroyed, commanders in its hex are captured if an enemy combat unit is adjacent. */
export function captureWithDestroyed(ctx: Ctx, s: GameState, side: Side, hex: HexCode, events: GameEvent[]): void {
  for (const c of commandersInHex(s, hex, side)) {
    if (unitsInHex(s, hex, side).length === 0 && enemyInOrNextTo(ctx, s, side, hex)) capture(c, hex, events)
  }
}

/** CMD.4: the casualty roll after a combat; a killed commander demoralizes his whole command (batteries excepted, UNIT.3). */
export function casualtyRoll(s: GameState, c: CommanderState, events: GameEvent[]): void {
  const die1 = rollDie(s)
  let die2: number | null = null
  let outcome: CasualtyOutcome = 'unhurt'
  if (die1 <= 2) {
    die2 = rollDie(s)
    outcome = die2 === 1 ? 'killed' : die2 === 2 ? 'badly-wounded' : die2 <= 4 ? 'wounded' : 'unhurt'
  }
  const ev: GameEvent = { type: 'commander-casualty', rule: 'CMD.4', commander: c.id, die1, die2, outcome }
  if (outcome === 'wounded') ev.returnsOnTurn = s.turn + WOUND_TURNS
  events.push(ev)
  if (outcome === 'unhurt') return
  c.hex = null
  c.status = outcome
  if (outcome === 'wounded') c.returnsOnTurn = s.turn + WOUND_TURNS
  if (outcome !== 'killed') return
  for (const id in s.units) {
    const u = s.units[id]! // a key of the record itself
    if (!isOnMap(u) || u.type === 'artillery' || u.demoralized || !commandsUnit(c, u)) continue
    u.demoralized = true
    events.push({ type: 'demoralized', rule: 'CMD.4', unit: u.id })
  }
}

/** CMD.4: at the start of his side's phase a lightly wounded commander whose time is up rejoins the first unit of his command on the map. */
export function returnWounded(s: GameState, events: GameEvent[]): void {
  for (const id in s.commanders) {
    const c = s.commanders[id]! // a key of the record itself
    if (c.status !== 'wounded' || c.side !== s.side || (c.returnsOnTurn ?? Infinity) > s.turn) continue
    let host: OnMapUnit | null = null
    for (const uid in s.units) {
      const u = s.units[uid]! // a key of the record itself
      if (isOnMap(u) && commandsUnit(c, u)) {
        host = u
        break
      }
    }
    // With no unit of his command on the map he waits and tries again next turn.
    if (!host) continue
    c.status = 'active'
    c.hex = host.hex
    delete c.returnsOnTurn
    events.push({ type: 'commander-returned', rule: 'CMD.4', commander: c.id, hex: host.hex, unit: host.id })
  }
}
