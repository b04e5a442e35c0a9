// Retreats (CBT.9–10, CMD.2): who must retreat, which hexes are legal, and the step itself.
import type { Ctx } from '../core/commands'
import { commandersInHex } from '../command/commanders'
import { rollDie } from '../../core/dice'
import type { GameEvent } from '../core/events'
import { distance } from '../../core/geometry'
import { codeOf, hexId } from '../map/map'
import { costTable } from '../movement/moveCost'
import { derived } from '../core/derived'
import { pendingSteps, pushPending, setPendingSteps } from './pendingQueue'
import type { GameState, PendingStep } from '../core/state'
import { commandersWith } from './strength'
import { otherSide, type HexCode } from '../core/types'
import { isOnMap, placed } from '../core/units'
import { zocMap } from '../movement/zoc'

export type RetreatStep = Extract<PendingStep, { kind: 'retreat' }>

/**
 * CMD.2, then CBT.9: a unit ordered to retreat either holds (commander's roll) or is demoralized
 * (a battery limbered) and gets a pending retreat for its owner.
 */
export function orderRetreat(
  s: GameState,
  unitId: string,
  hexes: number,
  enemies: string[],
  events: GameEvent[],
): void {
  // Only a unit that just fought is ordered to retreat, so it stands on the map.
  const u = placed(s.units[unitId]!)
  const cs = commandersWith(s, u)
  if (cs.length > 0) {
    // With several commanders the best rating rolls (CMD.2).
    const best = cs.reduce((a, b) => (b.rating > a.rating ? b : a))
    const die = rollDie(s)
    const held = die <= best.rating
    events.push({
      type: 'retreat-check',
      rule: 'CMD.2',
      unit: u.id,
      commander: best.id,
      rating: best.rating,
      die,
      held,
    })
    if (held) return
  }
  if (u.type === 'artillery') {
    if (!u.limbered) {
      u.limbered = true
      events.push({ type: 'limbered', rule: 'CBT.9', unit: u.id })
    }
  } else if (!u.demoralized) {
    u.demoralized = true
    events.push({ type: 'demoralized', rule: 'CBT.9', unit: u.id })
  }
  events.push({ type: 'retreat-required', rule: 'CBT.10', unit: u.id, hexes })
  const commanders = commandersInHex(s, u.hex, u.side).map((c) => c.id)
  pushPending(s, {
    kind: 'retreat',
    side: u.side,
    unit: u.id,
    remaining: hexes,
    total: hexes,
    path: [u.hex],
    enemies,
    commanders,
  })
}

/** CBT.10: the hexes the unit may retreat into next; each one leaves a way to finish the whole retreat. */
export function retreatOptions(ctx: Ctx, state: GameState, step: RetreatStep): HexCode[] {
  const { map } = ctx
  const u = state.units[step.unit]
  if (!u || !isOnMap(u)) return []
  const geo = map.geo
  const occ = derived(ctx, state).occ
  const enemyZoc = u.type === 'cavalry' ? null : zocMap(ctx, occ, otherSide(u.side))
  const table = costTable(ctx, u.type)
  const foes: number[] = []
  for (const id of step.enemies) {
    const e = state.units[id]
    if (e && isOnMap(e)) foes.push(hexId(map, e.hex))
  }
  // Combat units per hex, counted from the state: a unit passing a friend may briefly share its hex.
  const count = new Int32Array(geo.n)
  const enemyAt = new Uint8Array(geo.n)
  for (const id in state.units) {
    const o = state.units[id]! // a key of the record itself
    if (!isOnMap(o) || o.id === u.id) continue
    const h = hexId(map, o.hex)
    count[h]!++
    if (o.side !== u.side) enemyAt[h] = 1
  }
  const next = (from: number, remaining: number): number[] => {
    const out: number[] = []
    for (let d = 0; d < 6; d++) {
      const to = geo.neighbor[from * 6 + d]! // from is a hex id, d a direction
      if (to < 0 || table[from * 6 + d]! < 0 || enemyAt[to]) continue
      if (enemyZoc && enemyZoc[to]) continue
      if (!foes.every((f) => distance(geo, to, f) > distance(geo, from, f))) continue
      if (remaining === 1 ? count[to]! === 0 : next(to, remaining - 1).length > 0) out.push(to)
    }
    return out
  }
  return next(hexId(map, u.hex), step.remaining).map((h) => codeOf(map, h))
}

/** Moves the retreating unit (and the commanders with it, CMD.5) one hex; the step is finished when none remain. */
export function retreatOneHex(s: GameState, step: RetreatStep, to: HexCode, events: GameEvent[]): void {
  // A unit with a pending retreat stands on the map until the retreat is done.
  const u = placed(s.units[step.unit]!)
  const from = u.hex
  const moved: string[] = []
  for (const cid of step.commanders) {
    const c = s.commanders[cid]! // the pending step lists commanders of the state
    if (c.status === 'active' && c.hex === from) {
      c.hex = to
      moved.push(cid)
    }
  }
  u.hex = to
  const steps = pendingSteps(s)
  const live = steps.find((p): p is RetreatStep => p.kind === 'retreat' && p.unit === step.unit) as RetreatStep
  live.remaining -= 1
  live.path.push(to)
  events.push({
    type: 'retreat-step',
    rule: 'CBT.10',
    unit: u.id,
    from,
    to,
    remaining: live.remaining,
    commanders: moved,
  })
  const others = steps.filter((p) => p !== live)
  // Finished: drop it; begun: keep it at the head until it is finished.
  setPendingSteps(s, live.remaining <= 0 ? others : [live, ...others])
}
