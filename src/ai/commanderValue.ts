// What a commander is worth to the computer player, in the weighted strength points its judgement runs on:
// what he adds (CMD.1 rating in combat, CMD.2 holds, CMD.3 rallies) for the turns left, what a casualty roll
// risks (CMD.4), and what losing him costs (CMD.4 killed or out, CMD.5 captured).
import {
  commandsUnit,
  hexId,
  otherSide,
  type CommanderState,
  type GameState,
  type Side,
  type UnitState,
} from '../engine'
import { LAST_TURN } from '../engine/tables'
import { type Board } from './board'
import { dangerOdds } from './position'
import { WEIGHTS } from './types'

/** A commander as the valuations need him: his rating, what his command and he himself are worth. */
export interface CommanderWorth {
  id: string
  rating: number
  /** Printed strength of the combat units of his command on the map (a killed commander demoralizes them). */
  commandsWorth: number
  /** What he is worth to his side for the rest of the game (`commanderWorth`). */
  worth: number
}

/**
 * What an active commander is worth to his side, in its own weighted strength points: what his rating adds to
 * the combats of his units for the turns left (CMD.1: two points of rating move the table a column, about a
 * sixth of the results a step, some fifth of a strength point a rating point in a combat; CMD.2 holds), for a
 * commander in a combat every other turn or so: 1.25 × rating on turn 1, 0.8 × rating half-way, 0.3 × rating
 * on the last turn. Twice that made the French keep their commanders out of attacks that paid (the French
 * computer player destroyed 3 points of the Russians' 314 less a game; docs/balance.md).
 */
export function commanderWorth(rating: number, turn: number): number {
  const turnsLeft = Math.max(1, LAST_TURN + 1 - turn)
  return rating * (0.25 + turnsLeft / 20)
}

/** A lightly wounded commander comes back (CMD.4) but misses two turns: the share of his worth that costs. */
const WOUND_SHARE = 0.27

/** The chances of what may befall a commander in one combat (CMD.4 casualty, CMD.5 capture). */
export interface CommanderOdds {
  killed: number
  badlyWounded: number
  wounded: number
  captured: number
}

/** CMD.4: one casualty roll — 1–2, then 1 killed, 2 badly wounded, 3–4 lightly wounded. */
export const CASUALTY_ROLL: CommanderOdds = { killed: 1 / 18, badlyWounded: 1 / 18, wounded: 1 / 9, captured: 0 }

/**
 * The expected cost to his side of what may befall a commander: his worth when killed, badly wounded or captured
 * (a killed one demoralizes his command too, CMD.4), a share of it when lightly wounded.
 */
export function lossCost(c: CommanderWorth, ownDemoralized: number, odds: CommanderOdds): number {
  return (
    odds.killed * (c.commandsWorth * ownDemoralized * 0.6 + c.worth) +
    (odds.badlyWounded + odds.captured) * c.worth +
    odds.wounded * c.worth * WOUND_SHARE
  )
}

/** CMD.4: the expected cost of one casualty roll. */
export function casualtyCost(c: CommanderWorth, ownDemoralized: number): number {
  return lossCost(c, ownDemoralized, CASUALTY_ROLL)
}

/**
 * The least chance that a unit the enemy can reach is destroyed in his next phase with a commander in it, by
 * the enemy: the danger model's odds are a projection of one attack, and over 40 Normal games (2026-12-05) a
 * Russian commander with a unit in the French reach was lost in the French turn about one time in seven even
 * where they said less than one in ten (the French set up their attacks on what they can reach and surround);
 * a French one in the Russian reach about one time in thirty.
 */
export const CAPTURE_FLOOR: Readonly<Record<Side, number>> = { fr: 0.15, ru: 0.05 }
/**
 * The same for a battery under French attack: it defends weakest, and a defeated one is limbered and destroyed with
 * nowhere to go (CBT.9). Of eight placements of a Russian commander with a battery in the French reach, three lost
 * him (Hard against Hard, 20 games: a small count, but the trial games say the same). Nothing is known of the other
 * way.
 */
const BATTERY_CAPTURE_FLOOR: Readonly<Record<Side, number>> = { fr: 0.35, ru: CAPTURE_FLOOR.ru }

/** CMD.5: the chance that a commander stacked with `u` at `h` is lost with it in the enemy's next phase. */
export function captureChance(b: Board, u: UnitState, h: number, help: number): number {
  const enemy = otherSide(u.side)
  if (b.threat[enemy][h]! <= 0) return 0
  const floor = (u.type === 'artillery' ? BATTERY_CAPTURE_FLOOR : CAPTURE_FLOOR)[enemy]
  return Math.max(floor, dangerOdds(b, u, h, u.side, help).pLoss)
}

/** Printed strength of the combat units on the map that the commander commands. */
function commandStrength(state: GameState, c: CommanderState): number {
  let cw = 0
  for (const id in state.units) {
    const v = state.units[id]! // a key of the record itself
    if (v.status === 'active' && v.hex !== null && v.side === c.side && commandsUnit(c, v)) cw += v.front.strength
  }
  return cw
}

/** A commander of the state with what he and his command are worth now. */
export function worthOf(state: GameState, id: string): CommanderWorth {
  const c = state.commanders[id]! // callers name commanders of the state
  return { id, rating: c.rating, commandsWorth: commandStrength(state, c), worth: commanderWorth(c.rating, state.turn) }
}

/** Active commanders stacked with the unit, whatever their command: they share its fate (CMD.5). */
export function stackedWith(state: GameState, u: UnitState): string[] {
  const out: string[] = []
  if (u.hex === null) return out
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.status === 'active' && c.side === u.side && c.hex === u.hex) out.push(id)
  }
  return out
}

/** The worth of the commanders stacked with the unit: what its destruction next to the enemy loses (CMD.5). */
export function stackedWorth(state: GameState, u: UnitState): number {
  return stackedWith(state, u).reduce((t, id) => t + commanderWorth(state.commanders[id]!.rating, state.turn), 0)
}

/**
 * A side's commanders as the position stands, in its own weighted points: each active one's worth (a
 * wounded one's less the turns he misses) less `exposure` times his chance to be lost in the enemy's next
 * phase — captured with his unit if it is destroyed (its danger's odds, his own rating and hold counted), or
 * captured alone where an enemy unit, a battery too, can come next to him (CMD.5), across a forest's edge or a river
 * side too (fire alone cannot take him).
 */
export function commanderStanding(b: Board, side: Side, exposure: number): number {
  const state = b.state
  const enemy = otherSide(side)
  let v = 0
  for (const id in state.commanders) {
    const c = state.commanders[id]! // a key of the record itself
    if (c.side !== side) continue
    const worth = commanderWorth(c.rating, state.turn)
    if (c.status === 'wounded') v += worth * (1 - WOUND_SHARE)
    if (c.status !== 'active' || c.hex === null) continue
    v += worth
    const h = hexId(b.map, c.hex)
    const i = b.occ.unitAt[h]! // an on-map commander's hex is a hex id
    const host = i >= 0 ? b.occ.units[i]! : null
    let pLost: number
    if (host && host.side === side) {
      pLost = captureChance(b, host, h, commandsUnit(c, host) ? c.rating : 0)
    } else pLost = b.approach[enemy][h] ? 0.8 : 0
    v -= exposure * pLost * worth
  }
  return v
}

/** The other side's commanders in `side`'s weighted points (their standing is its loss). */
export function enemyCommanderStanding(be: Board, side: Side, exposure: number): number {
  const enemy = otherSide(side)
  return commanderStanding(be, enemy, exposure) * (WEIGHTS[side].enemyKill / WEIGHTS[enemy].ownLoss)
}
