// Movement commands: move along a path, limber, unlimber, move a commander (MOVE.1–8).
import { own } from '../../core/own'
import { isListOf, isString } from '../../core/commandShape'
import type { Command, Ctx, Outcome } from '../core/commands'
import type { GameEvent } from '../core/events'
import { dirTo } from '../../core/geometry'
import { hexId } from '../map/map'
import { costTable, stepCost, type Mover } from './moveCost'
import { mayCommanderEnd, unitBudget } from './movement'
import type { Occupancy } from './occupancy'
import { carryOver, derived } from '../core/derived'
import {
  notMovementPhase,
  notPhasingSide,
  refuse,
  refused,
  type Answer,
  type Refusal,
  unknownUnit,
} from '../core/refusal'
import { type GameState, isGameOver } from '../core/state'
import { otherSide, type Side } from '../core/types'
import {
  COMMANDER_MP,
  isOnMap,
  LIMBER_MP,
  movementAllowance,
  type CommanderState,
  type OnMapUnit,
  type UnitState,
} from '../core/units'
import { zocMap } from './zoc'
import { isWorking } from '../core/working'

const no = (r: Refusal): Outcome => ({ ok: false, refusal: r })

// Movement commands are most of a game's commands and change one counter each, so they copy the
// two changed levels by hand (frozen, as immer's results are) instead of going through immer; a
// simulation's working copy (core/working.ts) takes the new values in place.
function withUnit(s: GameState, u: UnitState): GameState {
  const live = isWorking(s) ? s.units[u.id] : undefined
  if (live) {
    Object.assign(live, u)
    return s
  }
  return Object.freeze({ ...s, units: Object.freeze({ ...s.units, [u.id]: Object.freeze(u) }) })
}
/** A battery changed face where it stands: the enemy's zones are unchanged, its own side's are not. */
function changedInPlace(ctx: Ctx, state: GameState, next: GameState, u: OnMapUnit): void {
  const h = hexId(ctx.map, u.hex)
  carryOver(ctx, state, next, { kind: 'unit', unit: u.id, from: h, to: h })
}
function withCommander(s: GameState, c: CommanderState): GameState {
  const live = isWorking(s) ? s.commanders[c.id] : undefined
  if (live) {
    Object.assign(live, c)
    return s
  }
  return Object.freeze({ ...s, commanders: Object.freeze({ ...s.commanders, [c.id]: Object.freeze(c) }) })
}

interface PathCheck {
  occ: Occupancy
  side: Side
  mover: Mover
  /** Enemy zone of control, or null for movers that ignore it (ZOC.5, MOVE.8). */
  enemyZoc: Uint8Array | null
  origin: number
  budget: number
  plainBudget: number
  /** Whether the move may end in a hex (STACK.1, MOVE.8). */
  canEnd: (hex: number) => boolean
}

/** Validates a given path hex by hex (it need not be the cheapest) and prices it. */
function checkPath(ctx: Ctx, path: unknown, pc: PathCheck): Answer<{ cost: number }> {
  if (!isListOf(path, isString) || path.length < 2) {
    return refused(refuse('MOVE.1', 'move.bad-path'))
  }
  const ids = path.map((h) => hexId(ctx.map, h))
  const bad = ids.findIndex((id) => id < 0)
  if (bad >= 0) return refused(refuse('MAP.1', 'move.off-map', { hex: String(path[bad]) }))
  if (ids[0] !== pc.origin) return refused(refuse('MOVE.1', 'move.bad-start'))
  if (ids[ids.length - 1] === pc.origin) return refused(refuse('MOVE.1', 'move.back-to-start'))
  const table = costTable(ctx, pc.mover)
  let cost = 0
  for (let i = 1; i < ids.length; i++) {
    // i - 1 and i index both path and ids (one id per hex, every one checked on the map above).
    const from = ids[i - 1]!
    const at = ids[i]!
    const dir = dirTo(ctx.map.geo, from, at)
    if (dir < 0) return refused(refuse('MOVE.1', 'move.not-adjacent', { from: path[i - 1]!, to: path[i]! }))
    if (pc.enemyZoc && i > 1 && pc.enemyZoc[from]) {
      return refused(refuse('ZOC.4', 'move.zoc-through', { hex: path[i - 1]! }))
    }
    const ui = pc.occ.unitAt[at]!
    if (ui >= 0 && pc.occ.units[ui]!.side !== pc.side) {
      return refused(refuse('STACK.2', 'move.through-enemy', { hex: path[i]! }))
    }
    const price = table[from * 6 + dir]! // dir >= 0 was checked
    if (price < 0) {
      const step = stepCost(ctx.map, from, dir, pc.mover)
      const reason = step.ok ? 'off-map' : step.reason
      return refused(
        refuse(step.ok ? 'MOVE.3' : step.rule, `move.forbidden-${reason}`, { from: path[i - 1]!, to: path[i]! }),
      )
    }
    cost += price
  }
  const dest = ids[ids.length - 1]! // the path has two hexes at least
  if (cost > pc.budget || (cost > pc.plainBudget && !ctx.map.roadHex[dest])) {
    const left = Math.max(0, pc.plainBudget)
    const bonus = pc.budget > pc.plainBudget
    return refused(refuse(bonus ? 'MOVE.6' : 'MOVE.1', 'move.too-far', { cost, left, bonus }))
  }
  if (!pc.canEnd(dest)) {
    if (pc.mover === 'commander') return refused(refuse('MOVE.8', 'commander.alone-near-enemy'))
    return refused(refuse('STACK.1', 'move.cannot-end', { hex: path[path.length - 1]! }))
  }
  return { ok: true, cost }
}

export function moveUnit(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'move' }>): Outcome {
  const occ = derived(ctx, state).occ
  const b = unitBudget(ctx, state, cmd.unit, occ)
  if (!b.ok) return no(b.refusal)
  const u = b.unit
  const enemyZoc = u.type === 'cavalry' ? null : zocMap(ctx, occ, otherSide(u.side))
  const origin = hexId(ctx.map, u.hex)
  const canEnd = (h: number): boolean => occ.unitAt[h]! < 0 // h is a hex id
  const checked = checkPath(ctx, cmd.path, {
    occ,
    side: u.side,
    mover: u.type,
    enemyZoc,
    origin,
    budget: b.budget.budget,
    plainBudget: b.budget.plain,
    canEnd,
  })
  if (!checked.ok) return no(checked.refusal)
  const dest = cmd.path[cmd.path.length - 1]! // checkPath accepted a path of two hexes at least
  const events: GameEvent[] = [{ type: 'moved', rule: 'MOVE.1', unit: u.id, path: cmd.path, cost: checked.cost }]
  if (enemyZoc && enemyZoc[hexId(ctx.map, dest)])
    events.push({ type: 'zoc-stop', rule: 'ZOC.4', unit: u.id, hex: dest })
  // Commanders stacked with the unit stay where they are: they move on their own (MOVE.8).
  const next = withUnit(state, { ...u, hex: dest, mpSpent: u.mpSpent + checked.cost })
  carryOver(ctx, state, next, { kind: 'unit', unit: u.id, from: origin, to: hexId(ctx.map, dest) })
  return { ok: true, state: next, events }
}

export function moveCommander(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'moveCommander' }>): Outcome {
  const c = own(state.commanders, cmd.commander)
  if (!c) return no(refuse('UNIT.5', 'commander.unknown', { commander: cmd.commander }))
  if (isGameOver(state) || state.phase !== 'movement') return no(notMovementPhase())
  if (c.side !== state.side) return no(notPhasingSide())
  if (c.status !== 'active' || c.hex === null) {
    return no(refuse(c.status === 'captured' ? 'CMD.5' : 'CMD.4', 'commander.absent'))
  }
  const occ = derived(ctx, state).occ
  const budget = COMMANDER_MP - c.mpSpent
  const canEnd = (h: number): boolean => mayCommanderEnd(ctx, occ, c.side, h)
  const origin = hexId(ctx.map, c.hex)
  const checked = checkPath(ctx, cmd.path, {
    occ,
    side: c.side,
    mover: 'commander',
    enemyZoc: null,
    origin,
    budget,
    plainBudget: budget,
    canEnd,
  })
  if (!checked.ok) return no(checked.refusal)
  const next = withCommander(state, { ...c, hex: cmd.path[cmd.path.length - 1]!, mpSpent: c.mpSpent + checked.cost })
  carryOver(ctx, state, next, { kind: 'units-unchanged' }) // commanders are not combat units
  return {
    ok: true,
    state: next,
    events: [{ type: 'commander-moved', rule: 'MOVE.8', commander: c.id, path: cmd.path, cost: checked.cost }],
  }
}

/** The battery a limber or unlimber command names, or why it cannot change face now. */
function batteryFor(state: GameState, unitId: string): Answer<{ unit: OnMapUnit }> {
  const u = own(state.units, unitId)
  if (!u) return refused(unknownUnit(unitId))
  if (isGameOver(state) || state.phase !== 'movement') return refused(notMovementPhase())
  if (u.side !== state.side) return refused(notPhasingSide())
  if (u.type !== 'artillery') return refused(refuse('UNIT.3', 'unit.not-battery'))
  if (!isOnMap(u)) return refused(refuse('UNIT.1', 'unit.not-on-map'))
  return { ok: true, unit: u }
}

export function limber(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'limber' }>): Outcome {
  const b = batteryFor(state, cmd.unit)
  if (!b.ok) return no(b.refusal)
  const u = b.unit
  if (u.limbered) return no(refuse('UNIT.3', 'battery.already-limbered'))
  if (u.unlimberedThisPhase) {
    return no(refuse('MOVE.7', 'battery.unlimbered-this-phase'))
  }
  if (movementAllowance(u) - u.mpSpent < LIMBER_MP) {
    return no(refuse('MOVE.7', 'battery.limber-mp'))
  }
  const next = withUnit(state, { ...u, limbered: true, mpSpent: u.mpSpent + LIMBER_MP })
  changedInPlace(ctx, state, next, u)
  return { ok: true, state: next, events: [{ type: 'limbered', rule: 'MOVE.7', unit: u.id }] }
}

export function unlimber(ctx: Ctx, state: GameState, cmd: Extract<Command, { type: 'unlimber' }>): Outcome {
  const b = batteryFor(state, cmd.unit)
  if (!b.ok) return no(b.refusal)
  const u = b.unit
  if (!u.limbered) return no(refuse('UNIT.3', 'battery.already-unlimbered'))
  // Unlimbering ends the battery's movement for the phase (MOVE.7): its MP are all spent.
  const next = withUnit(state, { ...u, limbered: false, mpSpent: movementAllowance(u), unlimberedThisPhase: true })
  changedInPlace(ctx, state, next, u)
  return { ok: true, state: next, events: [{ type: 'unlimbered', rule: 'MOVE.7', unit: u.id }] }
}
