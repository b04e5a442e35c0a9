// Who may attack whom (CBT.1–4, ART.1–2, ART.5): the legality of an attack or a fire, and CBT.3.
import { own } from './own'
import { fireCheck } from './artillery'
import { latinLabel } from './labels'
import type { Ctx } from './commands'
import { dirTo } from './geometry'
import { hexId, SIDE_RIVER, SIDE_ROAD, T_FOREST, type GameMap } from './map'
import { buildOccupancy, type Occupancy } from './occupancy'
import { refusal, type Refusal, unknownUnit } from './refusal'
import type { GameState } from './state'
import { otherSide } from './types'
import { isOnMap, type UnitState } from './units'
import { zocMap } from './zoc'

export interface AttackSpec {
  defender: string
  attackers: string[]
  batteries?: string[]
}

export interface CheckedAttack {
  defender: UnitState
  attackers: UnitState[]
  batteries: UnitState[]
}

/** CBT.4: why melee between two adjacent hexes is impossible, or null. */
export function meleeBarrier(map: GameMap, a: number, b: number): Refusal | null {
  const d = dirTo(map.geo, a, b)
  if (d < 0) return refusal('CBT.1', 'attack.not-adjacent', 'Атаковать можно только соседнего противника.', 'Only an adjacent enemy can be attacked.')
  const f = map.side[a * 6 + d]
  if (f & SIDE_RIVER) return refusal('CBT.4', 'attack.river', 'Через речку рукопашного боя нет (даже по мосту): только огонь артиллерии.', 'No melee across a river hexside, bridge or not: only artillery fire.')
  if ((map.terrain[a] === T_FOREST || map.terrain[b] === T_FOREST) && !(f & SIDE_ROAD)) {
    return refusal('CBT.4', 'attack.forest', 'В лес и из леса атакуют только вдоль дороги.', 'No melee into or out of a forest hex except along a road.')
  }
  return null
}

/** The phase gate shared by attack and fire. */
export function combatPhaseRefusal(state: GameState): Refusal | null {
  if (state.over) return refusal('SEQ.1', 'game.over', 'Игра окончена.', 'The game is over.')
  if (state.phase !== 'combat') return refusal('SEQ.3', 'phase.not-combat', 'Сейчас не фаза сражений.', 'It is not the combat phase.')
  return null
}

/** Why this unit cannot take part in a melee against this defender (besides the phase), or null. */
export function whyCannotMelee(map: GameMap, state: GameState, a: UnitState, d: UnitState): Refusal | null {
  if (a.side !== state.side) return refusal('SEQ.3', 'side.not-phasing', `${a.label}: сейчас ходит другая сторона.`, `${latinLabel(a.label)}: it is the other side's phase.`)
  if (!isOnMap(a)) return refusal('UNIT.1', 'unit.not-on-map', `${a.label}: этой части нет на карте.`, `${latinLabel(a.label)}: this unit is not on the map.`)
  if (a.type === 'artillery') return refusal('ART.5', 'attack.battery-melee', `${a.label}: батарея участвует в атаке огнём (поддержка).`, `${latinLabel(a.label)}: a battery joins an attack as supporting fire.`)
  if (a.demoralized) return refusal('CBT.2', 'attack.demoralized', `${a.label}: деморализованная часть не атакует.`, `${latinLabel(a.label)}: a demoralized unit does not attack.`)
  if (a.attacked) return refusal('CBT.1', 'attack.already', `${a.label}: уже атаковала в этой фазе.`, `${latinLabel(a.label)}: has already attacked this phase.`)
  return meleeBarrier(map, hexId(map, a.hex as string), hexId(map, d.hex as string))
}

/** Why this battery cannot fire at (or support an attack on) this target, or null (ART.1–3). */
export function whyCannotFire(map: GameMap, state: GameState, b: UnitState, d: UnitState): Refusal | null {
  if (b.side !== state.side) return refusal('SEQ.3', 'side.not-phasing', `${b.label}: сейчас ходит другая сторона.`, `${latinLabel(b.label)}: it is the other side's phase.`)
  if (!isOnMap(b)) return refusal('UNIT.1', 'unit.not-on-map', `${b.label}: этой части нет на карте.`, `${latinLabel(b.label)}: this unit is not on the map.`)
  if (b.type !== 'artillery') return refusal('ART.1', 'fire.not-battery', `${b.label}: стреляют только батареи.`, `${latinLabel(b.label)}: only batteries fire.`)
  if (b.limbered) return refusal('CBT.2', 'fire.limbered', `${b.label}: батарея на передках не стреляет.`, `${latinLabel(b.label)}: a limbered battery does not fire.`)
  if (b.attacked) return refusal('ART.1', 'fire.already', `${b.label}: уже стреляла в этой фазе.`, `${latinLabel(b.label)}: has already fired this phase.`)
  const c = fireCheck(map, b, d)
  if (c.ok) return null
  if (c.why === 'range') return refusal('ART.2', 'fire.range', `${b.label}: цель на расстоянии ${c.range}, дальность ${c.maxRange}.`, `${latinLabel(b.label)}: the target is ${c.range} hexes away; range is ${c.maxRange}.`)
  if (c.why === 'higher') return refusal('ART.2', 'fire.higher', `${b.label}: цель выше батареи и не соседняя.`, `${latinLabel(b.label)}: the target stands higher and is not adjacent.`)
  return refusal('ART.3', 'fire.los', `${b.label}: лес или деревня закрывают линию огня.`, `${latinLabel(b.label)}: a forest or village blocks the line of sight.`)
}

const isIdList = (x: unknown): x is string[] => Array.isArray(x) && x.every((i) => typeof i === 'string')

/** Full legality of a melee attack (kind 'melee', at least one attacker) or a fire (no attackers). */
export function checkAttack(ctx: Ctx, state: GameState, spec: AttackSpec, kind: 'melee' | 'fire'): Refusal | CheckedAttack {
  const phase = combatPhaseRefusal(state)
  if (phase) return phase
  const attackerIds = spec.attackers ?? []
  const batteryIds = spec.batteries ?? []
  if (typeof spec.defender !== 'string' || !isIdList(attackerIds) || !isIdList(batteryIds)) {
    return refusal('CBT.1', 'attack.malformed', 'Атака составлена неверно.', 'The attack is malformed.')
  }
  const d = own(state.units, spec.defender)
  if (!d || !isOnMap(d)) return refusal('CBT.1', 'attack.no-defender', 'Такой цели нет на карте.', 'There is no such target on the map.')
  if (d.side === state.side) return refusal('CBT.1', 'attack.own-unit', 'Атаковать можно только противника.', 'Only an enemy unit can be attacked.')
  if (kind === 'melee' && attackerIds.length === 0) return refusal('CBT.1', 'attack.no-attackers', 'Укажите хотя бы одну атакующую часть.', 'Name at least one attacking unit.')
  if (kind === 'fire' && batteryIds.length === 0) return refusal('ART.1', 'fire.no-batteries', 'Укажите хотя бы одну батарею.', 'Name at least one battery.')
  const all = [...attackerIds, ...batteryIds]
  if (new Set(all).size !== all.length) return refusal('CBT.1', 'attack.duplicate', 'Каждая часть атакует один раз.', 'Each unit attacks once.')
  const attackers: UnitState[] = []
  const batteries: UnitState[] = []
  for (const id of attackerIds) {
    const a = own(state.units, id)
    if (!a) return unknownUnit(id)
    const why = whyCannotMelee(ctx.map, state, a, d)
    if (why) return why
    attackers.push(a)
  }
  for (const id of batteryIds) {
    const b = own(state.units, id)
    if (!b) return unknownUnit(id)
    const why = whyCannotFire(ctx.map, state, b, d)
    if (why) return why
    batteries.push(b)
  }
  return { defender: d, attackers, batteries }
}

/** Enemy units this unit could attack in melee now (CBT.1–4), ignoring the pending gate. */
export function meleeTargets(map: GameMap, state: GameState, u: UnitState, occ: Occupancy): UnitState[] {
  if (u.attacked || u.side !== state.side) return []
  return meleeOptions(map, u, occ)
}

/** Adjacent enemy units this unit could attack in melee in its side's combat phase (CBT.2, CBT.4). */
function meleeOptions(map: GameMap, u: UnitState, occ: Occupancy): UnitState[] {
  if (!isOnMap(u) || u.type === 'artillery' || u.demoralized) return []
  const h = hexId(map, u.hex as string)
  const out: UnitState[] = []
  for (let dir = 0; dir < 6; dir++) {
    const to = map.geo.neighbor[h * 6 + dir]
    if (to < 0) continue
    const i = occ.unitAt[to]
    if (i < 0 || occ.units[i].side === u.side) continue
    if (!meleeBarrier(map, h, to)) out.push(occ.units[i])
  }
  return out
}

/**
 * CBT.3 for one unit, whatever the phase: in good order, in an enemy zone of control and with a
 * legal melee target, it will have to attack in its side's next combat phase (as things stand).
 */
export function owesAttack(map: GameMap, state: GameState, u: UnitState): boolean {
  if (!isOnMap(u)) return false
  const occ = buildOccupancy(map, state)
  if (!zocMap(map, occ, otherSide(u.side))[hexId(map, u.hex as string)]) return false
  return meleeOptions(map, u, occ).length > 0
}

/** CBT.3: infantry and cavalry in good order in an enemy zone that have not attacked yet but have a legal target. */
export function unitsThatMustAttack(map: GameMap, state: GameState): string[] {
  if (state.phase !== 'combat' || state.over) return []
  const occ = buildOccupancy(map, state)
  const zoc = zocMap(map, occ, otherSide(state.side))
  const out: string[] = []
  for (const u of occ.units) {
    if (u.side !== state.side || u.type === 'artillery' || u.demoralized || u.attacked) continue
    if (!zoc[hexId(map, u.hex as string)]) continue
    if (meleeTargets(map, state, u, occ).length > 0) out.push(u.id)
  }
  return out
}
