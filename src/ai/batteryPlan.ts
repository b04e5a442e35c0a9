// Batteries in the movement phase: stay in action, or limber, move where they can fire, and unlimber.
import { movementAllowance, type UnitState, Movement } from '../engine'
import { currentStrength, distance, fireCheckHexes, LIMBER_MP, rangeModifier } from '../engine/ai'
import { hexOfUnit, keyTerrain, type Board } from './board'
import { influenceOf } from './influence'
import { boardAsPlanned } from './planBoard'
import { AHEAD_OF_LINE, BROUGHT, danger } from './position'
import type { PlanParams } from './types'
import { moveTo, Work } from './work'

/**
 * How much more a Russian battery fears melee than its score says: in the line it is the weakest defender and has
 * no room to retreat, so the French pick it out (Normal against Normal, 20 games: every Russian battery was lost,
 * half the Russian loss, nearly all to D1 and D2 with nowhere to go). Three times the danger keeps batteries behind
 * the infantry, firing over it, instead of stepping out in front of the line to fire; and key terrain (a redoubt)
 * draws a battery only where no enemy unit can come next to it: the infantry holds it.
 */
const RU_BATTERY_DANGER = 3

/**
 * The shares of what the enemy could bring next to a hex that a Russian battery's place is judged at, averaged. At
 * the one share the other plans count (BROUGHT), a lone battery anywhere in the French cavalry's reach is as good as
 * lost, so every hex looked alike and it stepped forward to fire: six of the eight batteries a wargamer destroyed
 * against Hard had moved up alone to where more could reach them (2026-12-07). Read at smaller shares too, a place
 * that fewer can reach, or fewer at once, is the safer one.
 */
const RU_SHARES = [0.2, 0.35, 0.5, BROUGHT] as const

/**
 * What a Russian battery the enemy can reach loses for each of the two infantry or cavalry units it lacks beside it:
 * they fill the hexes an attack on it could come from, and it stands in the line rather than in front of or behind
 * it (the same wargamer: "batteries outside the line").
 */
const RU_ALONE = 1.5

/**
 * Value of a battery standing at a hex: what it could fire at, minus what it risks there. A battery cannot get out of
 * danger when it comes: limbering costs 2 MP (MOVE.7), and once the enemy stands next to it, it cannot drive off
 * (ZOC.4). Where the enemy can come next to a hex beside it now, he can come next to the battery the turn after; so
 * with `foresight` (Hard Russians, `PlanParams.batteryForesight`) it also weighs the danger it would be in at the worst
 * neighbouring hex no other unit holds, the hex it leaves counted as empty, as it will be (docs/ai.md). The battery's
 * danger is kept hex by hex: the hexes it can reach share their neighbours.
 */
function batteryScorer(b: Board, u: UnitState, foresight: number, front: number): (h: number) => number {
  const map = b.map
  const unl = { ...u, limbered: false }
  const dangers = new Map<number, number>()
  const dangerAt = (h: number): number => {
    let d = dangers.get(h)
    if (d === undefined) {
      d = 0
      if (u.side === 'ru') for (const x of RU_SHARES) d += danger(b, unl, h, 'ru', 0, x) / RU_SHARES.length
      else d = danger(b, unl, h)
      dangers.set(h, d)
    }
    return d
  }
  const nextDoor = (h: number): number => {
    let worst = 0
    for (let k = 0; k < 6; k++) {
      const n = map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
      if (n < 0) continue
      const i = b.occ.unitAt[n]! // -1 or an index into occ.units for every hex id
      if (i < 0 || b.occ.units[i]!.id === u.id) worst = Math.max(worst, dangerAt(n))
    }
    return worst
  }
  return (h) => {
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
    let s = targets ? 2 + 0.3 * fire + 0.3 * Math.min(targets, 4) : 0
    s -= dangerAt(h) * (u.side === 'ru' ? RU_BATTERY_DANGER : 1)
    if (foresight) s -= foresight * nextDoor(h)
    if (u.side === 'ru' && b.contact[b.enemy][h]! <= 0) s += 0.8 * keyTerrain(map, h)
    if (u.side === 'ru' && b.contact[b.enemy][h]! > 0) s -= RU_ALONE * Math.max(0, 2 - lineAround(b, h, u.id))
    s -= 0.15 * Math.max(0, b.enemyDist[h]! - (front || 3)) // h: a hex id
    if (front) s -= AHEAD_OF_LINE * Math.max(0, front - b.enemyDist[h]!)
    return s
  }
}

/** Infantry and cavalry of the board's side next to `h`, `self` aside. */
function lineAround(b: Board, h: number, self: string): number {
  let n = 0
  for (let k = 0; k < 6; k++) {
    const t = b.map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
    const i = t < 0 ? -1 : b.occ.unitAt[t]! // -1 or an index into occ.units for every hex id
    const f = i >= 0 ? b.occ.units[i]! : null
    if (f && f.side === b.side && f.id !== self && f.type !== 'artillery') n++
  }
  return n
}

/**
 * The Russian batteries, placed after the line has moved, on the board as the plan leaves it: the enemy's reach
 * through our units' new places (he has not moved). Placed before, on the board the phase began with, a battery
 * judged safe behind its infantry was left in front when the infantry fell back (of 67 Russian points lost in one
 * reported game, 31 were batteries left as the front line).
 */
export function placeBatteriesAfterLine(
  b: Board,
  w: Work,
  ids: readonly string[],
  params: PlanParams,
  front = 0,
): void {
  const e = influenceOf(b.ctx, w.s, b.enemy, b.gunsMove)
  for (const id of ids) placeBattery(boardAsPlanned(b, w.s, e), w, id, params, front)
}

/**
 * One battery: stays in action, or limbers, moves where it fires best, and unlimbers; kept behind the Russians' line
 * `front` hexes from the enemy when they hold one (frontLine.ts).
 */
export function placeBattery(b: Board, w: Work, id: string, params: PlanParams, front = 0): void {
  const map = b.map
  // Ids of the planning side's units: the scratch state has them all.
  let u = w.s.units[id]!
  const origin = hexOfUnit(map, u)
  // One scorer for every hex this battery weighs (its danger kept hex by hex): limbered or not, it is the same battery.
  const score = batteryScorer(b, u, params.batteryForesight, front)
  const stay = score(origin) + 0.8
  if (!u.limbered) {
    if (movementAllowance(u) - u.mpSpent < LIMBER_MP) return
    // Is there a better place within reach after limbering (MOVE.7)? Look before limbering.
    const trial = new Work(w.ctx, w.s)
    if (!trial.do({ type: 'limber', unit: id })) return
    const best = bestBatteryHex(b, trial, id, score)
    if (!best || best.score <= stay) return
    w.do({ type: 'limber', unit: id })
  }
  u = w.s.units[id]!
  const best = bestBatteryHex(b, w, id, score)
  if (best && best.hex !== hexOfUnit(map, u)) moveTo(w, u, best.hex)
  w.do({ type: 'unlimber', unit: id })
}

function bestBatteryHex(
  b: Board,
  w: Work,
  id: string,
  score: (h: number) => number,
): { hex: number; score: number } | null {
  const u = w.s.units[id]! // a unit of the planning side
  const r = Movement.unitReach(b.ctx, w.s, id)
  if (!r.ok) return null
  const origin = hexOfUnit(b.map, u)
  let best = { hex: origin, score: score(origin) }
  for (const h of r.reach.ends) {
    const sc = score(h)
    if (sc > best.score) best = { hex: h, score: sc }
  }
  return best
}
