// The movement phase as candidate actions (Wesnoth-style): set up the attacks worth making
// (gang up, block retreats, bring batteries in range), place batteries, position every other unit
// by the influence maps (advance on weak points; hold the line and key terrain; withdraw the
// exposed; reserves behind threatened sectors), then bring commanders to the main effort, never alone.
// Its parts: the attack set-ups in attackSetup.ts, the batteries in batteryPlan.ts, the commanders in commanderPlan.ts.
import { hexId, isOnMap, type Command, type Ctx, type GameState, type UnitState, Movement } from '../engine'
import { placed, type OnMapUnit } from '../engine/ai'
import { type Rand } from '../core'
import { analyse, hexOfUnit } from './board'
import { planSetup, type Setup } from './attackSetup'
import { placeBattery } from './batteryPlan'
import { placeCommanders } from './commanderPlan'
import { closeGaps } from './defenceLine'
import { holdFront, lineDepth } from './frontLine'
import { misreadings, placeLine, placeRest } from './linePlan'
import { danger, reserveNeed, weakPoints, type PositionContext } from './position'
import { gauss } from './rand'
import type { PlanParams } from './types'
import { moveTo, Work } from './work'

const canMelee = (u: OnMapUnit): boolean => u.type !== 'artillery' && !u.demoralized

/** Hexes a unit may end at this phase (its own hex included), on the scratch state. */
function reachable(ctx: Ctx, s: GameState, u: OnMapUnit): Set<number> {
  const h = hexId(ctx.map, u.hex)
  const out = new Set<number>([h])
  const r = Movement.unitReach(ctx, s, u.id)
  if (r.ok) for (const e of r.reach.ends) out.add(e)
  return out
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
  const b = analyse(ctx, state, side, side, params.gunsMove)
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
  const committedUnits = new Map<string, Setup>()
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
      const noisy = params.setupNoise ? sp.value + params.setupNoise * gauss(rand) : sp.value
      if (noisy >= minValue && (!best || sp.value > best.value)) best = sp
    }
    if (!best) break
    let moved = 0
    for (const m of best.moves) {
      if (moveTo(w, m.unit, m.hex)) {
        free.delete(m.unit.id)
        taken.add(m.hex)
        committedUnits.set(m.unit.id, best)
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
  const front = lineDepth(state, params)
  const pc: PositionContext = {
    committedTargets,
    weakPull: side === 'fr' ? weakPoints(b) : null,
    reserveNeed: side === 'ru' ? reserveNeed(b) : null,
    drive: params.drive,
    caution: params.caution,
    front,
  }
  // 2. Batteries: stay in action, or limber, move where they can fire, and unlimber. Those an attack set-up counted
  // on stay where they support it: moved away, they left its attackers to a forced attack (CBT.3) at bad odds.
  // The Russians' come after their line has moved (batteryPlan.ts).
  const supporting = new Set([...committedUnits.values()].flatMap((sp) => sp.batteries.map((bt) => bt.id)))
  const batteries = own.filter((u) => u.type === 'artillery' && !supporting.has(u.id)).map((u) => u.id)
  if (side === 'fr') for (const id of batteries) placeBattery(b, w, id, params)
  // 3. The Russian line: on Hard's opening turns the hexes a set distance from the enemy (frontLine.ts); otherwise its
  // gaps closed first, by reserves before line units (defenceLine.ts).
  let rest = own.filter((u) => u.type !== 'artillery' && !committedUnits.has(u.id))
  if (front) {
    const held = holdFront(b, w, rest, front)
    rest = rest.filter((u) => !held.has(u.id))
  } else if (side === 'ru') {
    const plugged = closeGaps(b, w, rest)
    rest = rest.filter((u) => !plugged.has(u.id))
  }
  // 4. Every other unit: most endangered first (withdrawals before reserves fill in). The Russians' twice, then
  // their batteries behind the line as it now stands (linePlan.ts).
  rest.sort((a, c) => danger(b, c, hexOfUnit(map, c)) - danger(b, a, hexOfUnit(map, a)))
  if (side === 'ru') placeLine(b, w, rest, batteries, pc, params, rand)
  else placeRest(b, b, w, rest, pc, misreadings(rest, pc, params, rand))
  // 5. Commanders last, to the units they should be with.
  placeCommanders(b, w, committedUnits, mainEffort)
  w.cmds.push({ type: 'endPhase' })
  return { commands: w.cmds, setupValue, targets }
}
