// The movement phase as candidate actions (Wesnoth-style): set up the attacks worth making
// (gang up, block retreats, bring batteries in range), place batteries, position every other unit
// by the influence maps (advance on weak points; hold the line and key terrain; withdraw the
// exposed; reserves behind threatened sectors), then bring commanders to the main effort, never alone.
import {
  derived,
  codeOf,
  Movement,
  commandsUnit,
  hexId,
  Combat,
  movementAllowance,
  otherSide,
  isCommanderOnMap,
  isOnMap,
  type Command,
  type Ctx,
  type GameState,
  type UnitState,
} from '../engine'
import {
  costTable,
  currentStrength,
  distance,
  fireCheckHexes,
  rangeModifier,
  resultOdds,
  zocReaches,
  adjacentEnemy,
  placed,
  type OnMapUnit,
} from '../engine/ai'
import { T_BRUSH, T_VILLAGE } from '../engine/tables'
import { type Rand } from '../core'
import { analyse, hexOfUnit, keyTerrain, type Board } from './board'
import { attackValue, commandersOf } from './combatValue'
import { danger, positionScore, reserveNeed, weakPoints, type PositionContext } from './position'
import { gauss } from './rand'
import type { PlanParams } from './types'
import { Work } from './work'

interface Setup {
  target: UnitState
  moves: Array<{ unit: UnitState; hex: number }>
  batteries: UnitState[]
  value: number
}

const canMelee = (u: OnMapUnit): boolean => u.type !== 'artillery' && !u.demoralized

/** Hexes a unit may end at this phase (its own hex included), on the scratch state. */
function reachable(ctx: Ctx, s: GameState, u: OnMapUnit): Set<number> {
  const h = hexId(ctx.map, u.hex)
  const out = new Set<number>([h])
  const r = Movement.unitReach(ctx, s, u.id)
  if (r.ok) for (const e of r.reach.ends) out.add(e)
  return out
}

/** CBT.6 estimate of the defence against attackers standing at these hexes. */
function estimateDefence(b: Board, s: GameState, d: UnitState, attackerHexes: number[], infantry: boolean): number {
  const map = b.map
  const dh = hexOfUnit(map, d)
  let def = currentStrength(d)
  if (map.terrain[dh] === T_VILLAGE) def += 2
  if (map.terrain[dh] === T_BRUSH) def += 1
  // dh and the attackers' hexes are hex ids: every hex has a level.
  const allLower = attackerHexes.length > 0 && attackerHexes.every((h) => map.level[h]! < map.level[dh]!)
  if (map.redoubt[dh]) def += allLower ? 4 : 2
  else if (allLower) def += 2
  if (d.type === 'artillery' && !d.limbered && infantry) def += 4
  for (const c of commandersOf(s, [d])) def += c.rating
  return def
}

/** CBT.10 estimate: can the target retreat 1 / 2 hexes once attackers stand at `from`? */
function estimateBlocked(b: Board, s: GameState, d: UnitState, from: number[]): { b1: boolean; b2: boolean } {
  const map = b.map
  const g = map.geo
  const occ = derived(b.ctx, s).occ
  const side = d.side
  const foe = otherSide(side)
  const zoc = d.type === 'cavalry' ? null : Movement.zocMap(b.ctx, occ, foe)
  const planned = new Set(from)
  const table = costTable(b.ctx, d.type)
  const inPlannedZoc = (h: number): boolean => {
    for (const a of from) {
      const k = dirOf(b, a, h)
      if (k >= 0 && zocReaches(b.ctx, a, k)) return true
    }
    return false
  }
  const ok = (fromHex: number, k: number): number => {
    // fromHex and to are hex ids (k < 6); unitAt holds -1 or an index into occ.units for every hex.
    const to = g.neighbor[fromHex * 6 + k]!
    if (to < 0 || table[fromHex * 6 + k]! < 0) return -1
    const i = occ.unitAt[to]!
    if ((i >= 0 && occ.units[i]!.side === foe) || planned.has(to)) return -1
    if (zoc && (zoc[to] || inPlannedZoc(to))) return -1
    for (const a of from) if (distance(g, to, a) <= distance(g, fromHex, a)) return -1
    return to
  }
  const dh = hexOfUnit(map, d)
  let any1 = false
  let any2 = false
  for (let k = 0; k < 6; k++) {
    const r = ok(dh, k)
    if (r < 0) continue
    const free = occ.unitAt[r]! < 0 // r >= 0: a hex id
    if (free) any1 = true
    for (let k2 = 0; k2 < 6 && !any2; k2++) {
      const r2 = ok(r, k2)
      if (r2 >= 0 && occ.unitAt[r2]! < 0) any2 = true
    }
  }
  return { b1: !any1, b2: !any2 }
}

function dirOf(b: Board, from: number, to: number): number {
  for (let k = 0; k < 6; k++) if (b.map.geo.neighbor[from * 6 + k] === to) return k
  return -1
}

/** The best attack on `d` the free units can be brought to, or null. */
function planSetup(
  b: Board,
  w: Work,
  d: UnitState,
  free: Map<string, Set<number>>,
  freeBatteries: UnitState[],
  taken: Set<number>,
): Setup | null {
  const map = b.map
  const s = w.s
  const occ = derived(b.ctx, s).occ
  const dh = hexOfUnit(map, d)
  const side = b.side
  const hexes: number[] = []
  for (let k = 0; k < 6; k++) {
    // dh and n are hex ids (k < 6); unitAt holds -1 or an index into occ.units for every hex.
    const n = map.geo.neighbor[dh * 6 + k]!
    if (n < 0 || taken.has(n) || Combat.meleeBarrier(b.ctx, n, dh)) continue
    const i = occ.unitAt[n]!
    if (i >= 0 && (occ.units[i]!.side !== side || !free.has(occ.units[i]!.id))) continue
    hexes.push(n)
  }
  if (!hexes.length) return null
  const pool: UnitState[] = []
  for (const [id, reach] of free) if (hexes.some((h) => reach.has(h))) pool.push(s.units[id]!) // free: ids of units
  if (!pool.length) return null
  const cavBonus = (u: UnitState): number =>
    u.type === 'cavalry' && d.type === 'infantry' ? (d.demoralized ? 3 : 2) : 0
  // Units already next to the target go first (they stay), then the strongest.
  pool.sort(
    (a, b2) =>
      Number(hexes.includes(hexOfUnit(map, b2))) - Number(hexes.includes(hexOfUnit(map, a))) ||
      currentStrength(b2) + cavBonus(b2) - currentStrength(a) - cavBonus(a),
  )
  const bats: Array<{ u: UnitState; add: number; h: number }> = []
  for (const bt of freeBatteries) {
    const bh = hexOfUnit(map, bt)
    const c = fireCheckHexes(b.ctx, bh, dh)
    if (c.ok) bats.push({ u: bt, add: currentStrength(bt) + rangeModifier(d, c.range), h: bh })
  }
  const batAdd = bats.reduce((t, x) => t + x.add, 0)
  const chosen: Array<{ unit: UnitState; hex: number }> = []
  const used = new Set<number>()
  let best: Setup | null = null
  let attack = batAdd
  const seenCmd = new Set<string>()
  for (const u of pool) {
    if (chosen.length >= hexes.length) break
    const reach = free.get(u.id) as Set<number>
    const uh = hexOfUnit(map, u)
    let pick = -1
    if (hexes.includes(uh) && !used.has(uh)) pick = uh
    else {
      let bestBlock = Infinity
      for (const h of hexes) {
        if (used.has(h) || !reach.has(h) || (occ.unitAt[h]! >= 0 && h !== uh)) continue // h: a hex id
        // Prefer the hex that closes most retreat routes, then high ground (no +2 for the defender).
        const from = [...chosen.map((c) => c.hex), h]
        const e = estimateBlocked(b, s, d, from)
        const k = (e.b1 ? 0 : 2) + (e.b2 ? 0 : 1) - (map.level[h]! >= map.level[dh]! ? 0.5 : 0)
        if (k < bestBlock) {
          bestBlock = k
          pick = h
        }
      }
    }
    if (pick < 0) continue
    used.add(pick)
    chosen.push({ unit: u, hex: pick })
    const key = u.id
    if (seenCmd.has(key)) continue
    seenCmd.add(key)
    attack += currentStrength(u) + cavBonus(u)
    for (const c of commandersOf(s, [u])) attack += c.rating
    const from = chosen.map((c) => c.hex)
    const def = estimateDefence(
      b,
      s,
      d,
      [...from, ...bats.map((x) => x.h)],
      chosen.some((c) => c.unit.type === 'infantry'),
    )
    const blocked = estimateBlocked(b, s, d, [...from])
    const adjacent = chosen.map((c) => c.unit)
    const v = attackValue({
      side,
      defender: d,
      attackers: adjacent,
      batteries: bats.map((x) => x.u),
      odds: resultOdds(attack - def),
      blocked1: blocked.b1,
      blocked2: blocked.b2,
      adjacent,
      attackCommanders: [],
      defenceCommanders: commandersOf(s, [d]),
    })
    // What the attackers risk afterwards, standing next to the enemy (the Russians more careful).
    let exposure = 0
    for (const c of chosen) {
      exposure += danger(b, c.unit, c.hex) * (side === 'ru' ? 0.5 : 0.2)
      if (side === 'ru' && hexOfUnit(map, c.unit) !== c.hex) exposure += 0.6 * keyTerrain(map, hexOfUnit(map, c.unit))
    }
    const value = v.value - exposure
    if (!best || value > best.value) best = { target: d, moves: [...chosen], batteries: bats.map((x) => x.u), value }
  }
  return best
}

/** Moves the unit to `hex` on the scratch state along its cheapest path. */
function moveTo(w: Work, u: UnitState, hex: number): boolean {
  const map = w.ctx.map
  const cur = w.s.units[u.id]! // the scratch state has every unit of the state it started from
  if (hexOfUnit(map, cur) === hex) return true
  const r = Movement.unitReach(w.ctx, w.s, u.id)
  if (!r.ok || !r.reach.canEnd[hex]) return false
  const path = Movement.pathTo(r.reach, hex)
  if (!path) return false
  return w.do({ type: 'move', unit: u.id, path: path.map((h) => codeOf(map, h)) })
}

export interface MovementPlan {
  commands: Command[]
  /** Expected value of the attacks set up (for the plan search). */
  setupValue: number
  /** The enemy units attacks were set up against, in the order they were chosen. */
  targets: string[]
}

export interface PlanOptions {
  /** Enemy units not to set attacks up against (the plan search's way to try another main effort). */
  exclude?: ReadonlySet<string>
}

export function planMovement(
  ctx: Ctx,
  state: GameState,
  params: PlanParams,
  rand: Rand,
  opts: PlanOptions = {},
): MovementPlan {
  const side = state.side
  const b = analyse(ctx, state, side)
  const map = ctx.map
  const w = new Work(ctx, state)
  const own = Object.values(state.units)
    .filter(isOnMap)
    .filter((u) => u.side === side)
  const free = new Map<string, Set<number>>()
  for (const u of own) if (canMelee(u)) free.set(u.id, reachable(ctx, state, u))
  const freeBatteries: UnitState[] = own.filter((u) => u.type === 'artillery' && !u.limbered)
  const taken = new Set<number>()
  const committedTargets = new Set<number>()
  const committedUnits = new Map<string, number>()
  let setupValue = 0
  const targets: string[] = []
  let mainEffort = -1
  let mainValue = -Infinity
  const minValue = params.minSetupValue + (side === 'ru' ? 0.8 : 0)
  // 1. Attack setups, best first, re-planned after each is made.
  for (let round = 0; round < params.maxSetups; round++) {
    let best: Setup | null = null
    for (const d of Object.values(w.s.units)) {
      if (d.side === side || d.status !== 'active' || d.hex === null) continue
      if (committedTargets.has(hexOfUnit(map, d)) || opts.exclude?.has(d.id)) continue
      const sp = planSetup(b, w, d, free, freeBatteries, taken)
      if (!sp) continue
      const noisy = params.noise ? sp.value + params.noise * 0.3 * gauss(rand) : sp.value
      if (noisy >= minValue && (!best || sp.value > best.value)) best = sp
    }
    if (!best) break
    let moved = 0
    for (const m of best.moves) {
      if (moveTo(w, m.unit, m.hex)) {
        free.delete(m.unit.id)
        taken.add(m.hex)
        committedUnits.set(m.unit.id, hexOfUnit(map, best.target))
        moved++
      }
    }
    if (!moved) break
    const th = hexOfUnit(map, best.target)
    committedTargets.add(th)
    targets.push(best.target.id)
    for (const bt of best.batteries) {
      const i = freeBatteries.indexOf(bt)
      if (i >= 0) freeBatteries.splice(i, 1)
    }
    setupValue += best.value
    if (best.value > mainValue) {
      mainValue = best.value
      mainEffort = th
    }
    // Reaches change as hexes fill up.
    // The plan's moves keep every unit on the map.
    for (const id of free.keys()) free.set(id, reachable(ctx, w.s, placed(w.s.units[id]!)))
  }
  const pc: PositionContext = {
    committedTargets,
    weakPull: side === 'fr' ? weakPoints(b) : null,
    reserveNeed: side === 'ru' ? reserveNeed(b) : null,
    drive: params.drive,
    caution: params.caution,
  }
  // 2. Batteries: stay in action, or limber, move where they can fire, and unlimber.
  for (const u of own) if (u.type === 'artillery') placeBattery(b, w, u.id, rand, params)
  // 3. Every other unit: most endangered first (withdrawals before reserves fill in).
  const rest = own.filter((u) => u.type !== 'artillery' && !committedUnits.has(u.id))
  rest.sort((a, c) => danger(b, c, hexOfUnit(map, c)) - danger(b, a, hexOfUnit(map, a)))
  for (const u0 of rest) {
    const u = w.s.units[u0.id]! // the scratch state has every unit of the state it started from
    const origin = hexOfUnit(map, u)
    const r = Movement.unitReach(ctx, w.s, u.id)
    if (!r.ok) continue
    let bestH = origin
    let bestS = positionScore(b, pc, u, origin, origin) + (params.noise ? params.noise * gauss(rand) : 0)
    for (const h of r.reach.ends) {
      const sc = positionScore(b, pc, u, h, origin) + (params.noise ? params.noise * gauss(rand) : 0)
      if (sc > bestS) {
        bestS = sc
        bestH = h
      }
    }
    if (bestH !== origin) moveTo(w, u, bestH)
  }
  // 4. Commanders last, to the units they should be with.
  placeCommanders(b, w, committedUnits, mainEffort)
  w.cmds.push({ type: 'endPhase' })
  return { commands: w.cmds, setupValue, targets }
}

/** Value of a battery standing at `h`: what it could fire at, minus what it risks there. */
function batteryScore(b: Board, u: UnitState, h: number): number {
  const map = b.map
  let fire = 0
  let targets = 0
  for (const e of b.occ.units) {
    if (e.side === u.side) continue
    const eh = hexOfUnit(map, e)
    if (distance(map.geo, h, eh) > 4) continue
    const c = fireCheckHexes(b.ctx, h, eh)
    if (!c.ok) continue
    targets++
    fire = Math.max(fire, u.front.strength + rangeModifier(e, c.range) - currentStrength(e) - (c.range === 1 ? 4 : 0))
  }
  const unl = { ...u, limbered: false }
  let s = targets ? 2 + 0.3 * fire + 0.3 * Math.min(targets, 4) : 0
  s -= danger(b, unl, h) * 1.0
  if (u.side === 'ru') s += 0.8 * keyTerrain(map, h)
  s -= 0.15 * Math.max(0, b.enemyDist[h]! - 3) // h: a hex id
  return s
}

function placeBattery(b: Board, w: Work, id: string, rand: Rand, params: PlanParams): void {
  const map = b.map
  // Ids of the planning side's units: the scratch state has them all.
  let u = w.s.units[id]!
  const origin = hexOfUnit(map, u)
  const stay = batteryScore(b, u, origin) + 0.8
  if (!u.limbered) {
    if (movementAllowance(u) - u.mpSpent < 2) return
    // Is there a better place within reach after limbering (2 MP, MOVE.7)? Look before limbering.
    const trial = new Work(w.ctx, w.s)
    if (!trial.do({ type: 'limber', unit: id })) return
    const best = bestBatteryHex(b, trial, id, rand, params)
    if (!best || best.score <= stay) return
    w.do({ type: 'limber', unit: id })
  }
  u = w.s.units[id]!
  const best = bestBatteryHex(b, w, id, rand, params)
  if (best && best.hex !== hexOfUnit(map, u)) moveTo(w, u, best.hex)
  w.do({ type: 'unlimber', unit: id })
}

function bestBatteryHex(
  b: Board,
  w: Work,
  id: string,
  rand: Rand,
  params: PlanParams,
): { hex: number; score: number } | null {
  const map = b.map
  const u = w.s.units[id]! // a unit of the planning side
  const r = Movement.unitReach(b.ctx, w.s, id)
  if (!r.ok) return null
  const origin = hexOfUnit(map, u)
  let best = { hex: origin, score: batteryScore(b, u, origin) }
  for (const h of r.reach.ends) {
    const sc = batteryScore(b, u, h) + (params.noise ? params.noise * 0.5 * gauss(rand) : 0)
    if (sc > best.score) best = { hex: h, score: sc }
  }
  return best
}

/** CMD.1–2, CMD.5: commanders join the attack or the threatened post they add most to, never alone. */
function placeCommanders(b: Board, w: Work, committed: Map<string, number>, mainEffort: number): void {
  const map = b.map
  const side = b.side
  for (const c0 of Object.values(w.s.commanders)) {
    if (c0.side !== side || !isCommanderOnMap(c0)) continue
    // Read again: placing an earlier commander changed the scratch state.
    const c = w.s.commanders[c0.id]!
    const occ = derived(b.ctx, w.s).occ
    const r = Movement.commanderReach(b.ctx, w.s, c, occ)
    const origin = c.hex === null ? -1 : hexId(map, c.hex)
    const army = c.commands.corps === undefined
    let bestH = -1
    let bestS = -Infinity
    const consider = (h: number): void => {
      // h is a hex id: unitAt holds -1 or an index into occ.units.
      const i = occ.unitAt[h]!
      let s: number
      if (i >= 0 && occ.units[i]!.side === side) {
        const u = occ.units[i]!
        s = 10 + (commandsUnit(c, u) ? 3 : 0)
        // A commander shares his unit's fate (CMD.5): keep him off units likely to be destroyed.
        s -= danger(b, u, h) * 1.5
        const target = committed.get(u.id)
        if (target !== undefined && commandsUnit(c, u)) s += army ? -1 : 4
        if (mainEffort >= 0) s -= 0.25 * distance(map.geo, h, mainEffort)
        if (side === 'ru' && commandsUnit(c, u) && !army) s += 0.1 * Math.min(20, b.threat.fr[h]!)
        if (army && b.zoc[b.enemy][h]) s -= 2
        // CMD.3: +1 to the rally roll of a demoralized unit of his command.
        if (u.demoralized && commandsUnit(c, u)) s += 1.5
      } else {
        // Alone: only where no enemy can come next to him before he moves again.
        s = -b.threat[b.enemy][h]! - 5
      }
      if (h === origin) s += 0.2
      if (s > bestS) {
        bestS = s
        bestH = h
      }
    }
    // origin is a hex id: c0 is on the map, and only this commander's own move changes his hex.
    const originOk =
      occ.unitAt[origin]! >= 0
        ? occ.units[occ.unitAt[origin]!]!.side === side
        : !adjacentEnemy(b.ctx, occ, side, origin)
    if (originOk) consider(origin)
    for (const h of r.ends) consider(h)
    if (bestH < 0 || bestH === origin) continue
    const path = Movement.pathTo(r, bestH)
    if (path) w.do({ type: 'moveCommander', commander: c.id, path: path.map((h) => codeOf(map, h)) })
  }
}
