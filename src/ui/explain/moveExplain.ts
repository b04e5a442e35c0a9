// Why a hex costs what it does, or cannot be reached, for the selected mover (MOVE.1–8, ZOC.4, STACK.1–2).
// A pure helper over the engine's queries: reach() with relaxed limits tells which limit stops the move.
import { dirTo } from '../../engine/geometry'
import { T_BRUSH, T_FOREST, type GameMap } from '../../engine/map'
import { stepCost, type CostPart, type Mover } from '../../engine/moveCost'
import { pathTo, reach, type Reach } from '../../engine/movement'
import { buildOccupancy } from '../../engine/occupancy'
import { refusal, type Refusal } from '../../engine/refusal'
import type { GameState } from '../../engine/state'
import { otherSide, type Side } from '../../engine/types'
import { zocMap } from '../../engine/zoc'

export interface StepInfo {
  /** The hex the path enters this one from. */
  from: string
  parts: CostPart[]
  /** Cost of this last step, and of the whole path. */
  step: number
  total: number
}

/** The cost of entering hex h along the cheapest path, itemised, or null when it is not reached. */
export function stepInto(map: GameMap, r: Reach, h: number, mover: Mover): StepInfo | null {
  const path = r.cost[h] > 0 ? pathTo(r, h) : null
  if (!path || path.length < 2) return null
  const from = path[path.length - 2]
  const c = stepCost(map, from, dirTo(map.geo, from, h), mover)
  if (!c.ok) return null
  return { from: map.geo.codes[from], parts: c.parts, step: c.total, total: r.cost[h] }
}

/** The cheapest way to h with no MP limit (zones of control still stop the mover), for pricing out-of-reach hexes. */
export function unlimitedReach(map: GameMap, state: GameState, m: MoverInfo): Reach {
  const occ = buildOccupancy(map, state)
  const zoc = m.mover === 'infantry' || m.mover === 'artillery' ? zocMap(map, occ, otherSide(m.side)) : null
  return reach({ map, occ, mover: m.mover, side: m.side, origin: m.origin, plainBudget: BIG, budget: BIG, commander: m.mover === 'commander', enemyZoc: zoc })
}

export interface MoverInfo {
  mover: Mover
  side: Side
  origin: number
  /** MP left, and MP left if the move ends on a road (MOVE.6). */
  plain: number
  budget: number
}

const BIG = 999

/** Why the move cannot end in hex h (with the rule), or null when it can. */
export function whyNotReach(map: GameMap, state: GameState, m: MoverInfo, r: Reach, h: number): Refusal | null {
  if (r.canEnd[h]) return null
  const code = map.geo.codes[h]
  if (h === m.origin) return refusal('MOVE.1', 'explain.here', 'Часть уже здесь.', 'The unit is already here.')
  const occ = buildOccupancy(map, state)
  const here = occ.unitAt[h]
  if (here >= 0 && occ.units[here].side !== m.side) {
    return refusal('STACK.2', 'explain.enemy', `Нельзя: в ${code} противник — в его клетку не входят.`, `Not allowed: an enemy unit holds ${code}; its hex cannot be entered.`)
  }
  if (r.cost[h] >= 0) {
    if (m.mover === 'commander') return refusal('MOVE.8', 'explain.commander-alone', `Нельзя: командующий не может остаться один рядом с противником (${code}).`, `Not allowed: a commander may not end alone next to the enemy (${code}).`)
    if (here >= 0) return refusal('STACK.1', 'explain.friend', `Нельзя закончить ход в ${code}: там уже стоит своя часть (через неё можно пройти).`, `The move cannot end in ${code}: a friendly unit stands there (you may pass through it).`)
    return refusal('MOVE.6', 'explain.road-bonus', `Нельзя: лишнее очко батарея получает, только если кончает ход на дороге; ${code} — не дорога.`, `Not allowed: the battery’s extra MP counts only if it ends on a road; ${code} is not a road hex.`)
  }
  const base = { map, occ, mover: m.mover, side: m.side, origin: m.origin, plainBudget: BIG, budget: BIG, commander: m.mover === 'commander' }
  const free = reach({ ...base, enemyZoc: null })
  if (free.cost[h] < 0) return impassable(map, m.mover, h, code)
  const zoc = m.mover === 'infantry' || m.mover === 'artillery' ? zocMap(map, occ, otherSide(m.side)) : null
  // Affordable if zones of control did not exist: then a zone is what stops the move.
  if (zoc && free.cost[h] <= m.budget) {
    const stop = (pathTo(free, h) ?? []).slice(1).find((x) => zoc[x])
    const at = stop !== undefined ? map.geo.codes[stop] : code
    return refusal('ZOC.4', 'explain.zoc', `Нельзя: путь проходит через зону контроля противника в ${at}, а войдя в неё, часть останавливается.`, `Not allowed: the way leads through an enemy zone of control at ${at}, and a unit entering it stops.`)
  }
  const withZoc = zoc ? reach({ ...base, enemyZoc: zoc }) : free
  const need = withZoc.cost[h] >= 0 ? withZoc.cost[h] : free.cost[h]
  return refusal('MOVE.1', 'explain.mp', `Нельзя: самый дешёвый путь стоит ${need} ОП, а осталось ${Math.max(0, m.plain)}.`, `Not allowed: the cheapest way costs ${need} MP, and only ${Math.max(0, m.plain)} remain.`)
}

function impassable(map: GameMap, mover: Mover, h: number, code: string): Refusal {
  const t = map.terrain[h]
  if (mover === 'artillery' && (t === T_FOREST || t === T_BRUSH)) {
    return refusal('MOVE.5', 'explain.artillery-terrain', `Нельзя: артиллерия входит в лес и кустарник только по дороге (${code}).`, `Not allowed: artillery enters forest and brush only along a road (${code}).`)
  }
  if (mover !== 'infantry' && map.redoubt[h]) {
    return refusal('MOVE.3', 'explain.front', `Нельзя: кавалерия и артиллерия не пересекают фас укрепления (${code}).`, `Not allowed: cavalry and artillery do not cross a redoubt front (${code}).`)
  }
  return refusal('STACK.2', 'explain.no-way', `Нельзя: к ${code} нет пути — его закрывают противник, реки без мостов или фасы укреплений.`, `Not allowed: there is no way to ${code} — enemy units, unbridged rivers or redoubt fronts bar it.`)
}
