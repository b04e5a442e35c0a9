// Who may attack whom (CBT.1–4, ART.1–2, ART.5): the legality of an attack or a fire, and CBT.3.
import { own } from '../../core/own'
import { isListOf, isString } from '../../core/commandShape'
import { type GameState, isGameOver } from '../core/state'
import { fireCheck } from './artillery'
import type { Ctx } from '../core/commands'
import { dirTo } from '../../core/geometry'
import { hexId, SIDE_RIVER, SIDE_ROAD, T_FOREST } from '../map/map'
import { derived } from '../core/derived'
import type { Occupancy } from '../movement/occupancy'
import { gameOver, refuse, refused, type Answer, type Refusal, unknownUnit } from '../core/refusal'
import { otherSide } from '../core/types'
import { isOnMap, placed, type OnMapUnit, type UnitState } from '../core/units'
import { zocMap } from '../movement/zoc'

export interface AttackSpec {
  defender: string
  attackers: string[]
  batteries?: string[]
}

export interface CheckedAttack {
  defender: OnMapUnit
  attackers: OnMapUnit[]
  batteries: OnMapUnit[]
}

/** CBT.4: why melee between two adjacent hexes is impossible, or null. */
export function meleeBarrier(ctx: Ctx, a: number, b: number): Refusal | null {
  const { map } = ctx
  const d = dirTo(map.geo, a, b)
  if (d < 0) return refuse('CBT.1', 'attack.not-adjacent')
  const f = map.side[a * 6 + d]! // a is a hex id, d a direction (0–5)
  if (f & SIDE_RIVER) return refuse('CBT.4', 'attack.river')
  if ((map.terrain[a] === T_FOREST || map.terrain[b] === T_FOREST) && !(f & SIDE_ROAD)) {
    return refuse('CBT.4', 'attack.forest')
  }
  return null
}

/** The phase gate shared by attack and fire. */
export function combatPhaseRefusal(state: GameState): Refusal | null {
  if (isGameOver(state)) return gameOver()
  if (state.phase !== 'combat') return refuse('SEQ.3', 'phase.not-combat')
  return null
}

/** Why this unit cannot take part in a melee against this defender (besides the phase), or null. */
export function whyCannotMelee(ctx: Ctx, state: GameState, a: UnitState, d: UnitState): Refusal | null {
  const { map } = ctx
  if (a.side !== state.side) return refuse('SEQ.3', 'side.not-phasing', { label: a.label })
  if (!isOnMap(a)) return refuse('UNIT.1', 'unit.not-on-map', { label: a.label })
  if (a.type === 'artillery') return refuse('ART.5', 'attack.battery-melee', { label: a.label })
  if (a.demoralized) return refuse('CBT.2', 'attack.demoralized', { label: a.label })
  if (a.attacked) return refuse('CBT.1', 'attack.already', { label: a.label })
  if (!isOnMap(d)) return refuse('CBT.1', 'attack.not-adjacent')
  return meleeBarrier(ctx, hexId(map, a.hex), hexId(map, d.hex))
}

/** Why this battery cannot fire at (or support an attack on) this target, or null (ART.1–3). */
export function whyCannotFire(ctx: Ctx, state: GameState, b: UnitState, d: UnitState): Refusal | null {
  if (b.side !== state.side) return refuse('SEQ.3', 'side.not-phasing', { label: b.label })
  if (!isOnMap(b)) return refuse('UNIT.1', 'unit.not-on-map', { label: b.label })
  if (b.type !== 'artillery') return refuse('ART.1', 'fire.not-battery', { label: b.label })
  if (b.limbered) return refuse('CBT.2', 'fire.limbered', { label: b.label })
  if (b.attacked) return refuse('ART.1', 'fire.already', { label: b.label })
  const c = fireCheck(ctx, b, d)
  if (c.ok) return null
  if (c.why === 'range') return refuse('ART.2', 'fire.range', { label: b.label, range: c.range, maxRange: c.maxRange })
  if (c.why === 'higher') return refuse('ART.2', 'fire.higher', { label: b.label })
  return refuse('ART.3', 'fire.los', { label: b.label })
}

const isIdList = (x: unknown): x is string[] => isListOf(x, isString)

/** Full legality of a melee attack (kind 'melee', at least one attacker) or a fire (no attackers). */
export function checkAttack(
  ctx: Ctx,
  state: GameState,
  spec: AttackSpec,
  kind: 'melee' | 'fire',
): Answer<CheckedAttack> {
  const phase = combatPhaseRefusal(state)
  if (phase) return refused(phase)
  const attackerIds = spec.attackers ?? []
  const batteryIds = spec.batteries ?? []
  if (typeof spec.defender !== 'string' || !isIdList(attackerIds) || !isIdList(batteryIds)) {
    return refused(refuse('CBT.1', 'attack.malformed'))
  }
  const d = own(state.units, spec.defender)
  if (!d || !isOnMap(d)) return refused(refuse('CBT.1', 'attack.no-defender'))
  if (d.side === state.side) return refused(refuse('CBT.1', 'attack.own-unit'))
  if (kind === 'melee' && attackerIds.length === 0) return refused(refuse('CBT.1', 'attack.no-attackers'))
  if (kind === 'fire' && batteryIds.length === 0) return refused(refuse('ART.1', 'fire.no-batteries'))
  const all = [...attackerIds, ...batteryIds]
  if (new Set(all).size !== all.length) return refused(refuse('CBT.1', 'attack.duplicate'))
  const attackers: OnMapUnit[] = []
  const batteries: OnMapUnit[] = []
  for (const id of attackerIds) {
    const a = own(state.units, id)
    if (!a) return refused(unknownUnit(id))
    const why = whyCannotMelee(ctx, state, a, d)
    if (why) return refused(why)
    attackers.push(placed(a)) // whyCannotMelee refuses a unit off the map
  }
  for (const id of batteryIds) {
    const b = own(state.units, id)
    if (!b) return refused(unknownUnit(id))
    const why = whyCannotFire(ctx, state, b, d)
    if (why) return refused(why)
    batteries.push(placed(b)) // whyCannotFire refuses a battery off the map
  }
  return { ok: true, defender: d, attackers, batteries }
}

/** Enemy units this unit could attack in melee now (CBT.1–4), ignoring the pending gate. */
export function meleeTargets(ctx: Ctx, state: GameState, u: UnitState, occ: Occupancy): UnitState[] {
  if (u.attacked || u.side !== state.side) return []
  return meleeOptions(ctx, u, occ)
}

/** Adjacent enemy units this unit could attack in melee in its side's combat phase (CBT.2, CBT.4). */
function meleeOptions(ctx: Ctx, u: UnitState, occ: Occupancy): UnitState[] {
  const { map } = ctx
  if (!isOnMap(u) || u.type === 'artillery' || u.demoralized) return []
  const h = hexId(map, u.hex)
  const out: UnitState[] = []
  // h is the unit's hex id; the occupancy holds -1 or an index into its units for every hex id.
  for (let dir = 0; dir < 6; dir++) {
    const to = map.geo.neighbor[h * 6 + dir]!
    if (to < 0) continue
    const i = occ.unitAt[to]!
    const other = occ.units[i]
    if (!other || other.side === u.side) continue
    if (!meleeBarrier(ctx, h, to)) out.push(other)
  }
  return out
}

/**
 * CBT.3 for one unit, whatever the phase: in good order, in an enemy zone of control and with a
 * legal melee target, it will have to attack in its side's next combat phase (as things stand).
 */
export function owesAttack(ctx: Ctx, state: GameState, u: UnitState): boolean {
  const { map } = ctx
  if (!isOnMap(u)) return false
  const occ = derived(ctx, state).occ
  if (!zocMap(ctx, occ, otherSide(u.side))[hexId(map, u.hex)]) return false
  return meleeOptions(ctx, u, occ).length > 0
}

/** CBT.3: infantry and cavalry in good order in an enemy zone that have not attacked yet but have a legal target. */
export function unitsThatMustAttack(ctx: Ctx, state: GameState): string[] {
  const { map } = ctx
  if (state.phase !== 'combat' || isGameOver(state)) return []
  const occ = derived(ctx, state).occ
  const zoc = zocMap(ctx, occ, otherSide(state.side))
  const out: string[] = []
  for (const u of occ.units) {
    if (u.side !== state.side || u.type === 'artillery' || u.demoralized || u.attacked) continue
    if (!zoc[hexId(map, u.hex)]) continue
    if (meleeTargets(ctx, state, u, occ).length > 0) out.push(u.id)
  }
  return out
}
