// Why a hex costs what it does, or cannot be reached, for the selected mover (MOVE.1–8, ZOC.4, STACK.1–2).
// A pure helper over the engine's queries. The explanation comes from a small decision procedure:
//  (a) the direct step into a neighbour: a hexside the mover may not cross is the reason (MOVE.3, MOVE.5);
//  (b) reach() with no MP limit, with and without the zone-of-control stop and with and without the mover's
//      prohibitions, tells "no way at all", "every way closed" and "every way through a zone of control" apart;
//  (c) the MP each of those limits adds to the cheapest way, against how far that way overshoots the MP left:
//      "the short way is closed / stopped by a zone of control at X" (the detour only as extra information),
//      or else the MP the way costs against the MP left (MOVE.1), with the road bonus only where it matters (MOVE.6).
import { dirTo } from '../../engine'
import type { GameMap } from '../../engine'
import { stepCost, type CostPart, type Mover } from '../../engine'
import { pathTo, reach, type Reach } from '../../engine'
import { buildOccupancy, type Occupancy } from '../../engine'
import { refusal, type Refusal } from '../../engine'
import type { GameState } from '../../engine'
import { otherSide, type Side } from '../../engine'
import { zocMap } from '../../engine'

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
  return reach({ ...searchBase(map, occ, m), enemyZoc: enemyZocFor(map, occ, m) })
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

function searchBase(map: GameMap, occ: Occupancy, m: MoverInfo) {
  return { map, occ, mover: m.mover, side: m.side, origin: m.origin, plainBudget: BIG, budget: BIG, commander: m.mover === 'commander' }
}

/** ZOC.4–5: infantry and artillery stop in an enemy zone; cavalry and commanders ignore it. */
function enemyZocFor(map: GameMap, occ: Occupancy, m: MoverInfo): Uint8Array | null {
  return m.mover === 'infantry' || m.mover === 'artillery' ? zocMap(map, occ, otherSide(m.side)) : null
}

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
    // Reached only with the battery's road point, and the hex is not a road: the MP are short.
    return tooFar(map, m, h, r.cost[h])
  }
  const base = searchBase(map, occ, m)
  const zoc = enemyZocFor(map, occ, m)
  // Unlimited searches: the mover's own costs with the zone-of-control stop (what it can really do), without it,
  // and with no prohibitions at all (infantry's costs are everyone's costs, MOVE.2–4, with nothing forbidden).
  const withZoc = reach({ ...base, enemyZoc: zoc })
  const free = zoc ? reach({ ...base, enemyZoc: null }) : withZoc
  const open = m.mover === 'infantry' ? free : reach({ ...base, mover: 'infantry', enemyZoc: null })
  const detour = withZoc.cost[h]
  const around = detour >= 0 ? aroundText(detour, limitFor(map, m, h)) : null

  // (a) The hex next door, across a side the mover may not cross.
  const dir = dirTo(map.geo, m.origin, h)
  if (dir >= 0) {
    const step = stepCost(map, m.origin, dir, m.mover)
    if (!step.ok && step.reason !== 'off-map') return withAround(forbidden(map, m.mover, m.origin, h, step.reason), around)
  }
  // (b) No way at all; every way closed by the mover's prohibitions; every way through a zone of control.
  if (open.cost[h] < 0) return noWay(code)
  if (free.cost[h] < 0) {
    const path = pathTo(open, h) as number[]
    const last = path[path.length - 2]
    const closed = everyEntryForbidden(map, m.mover, h)
    const at = closed ? firstForbidden(map, m.mover, [last, h]) : firstForbidden(map, m.mover, path)
    return at ? forbidden(map, m.mover, at.from, at.to, at.reason) : noWay(code)
  }
  // (c) Which limit makes the difference: the MP a limit adds to the cheapest way is weighed against how far
  // that way overshoots the MP left. A closed side or a zone of control that adds more is what stops the move
  // (the short way is barred: the detour is only mentioned); otherwise the hex is simply too far.
  const left = limitFor(map, m, h)
  const relaxed = open.cost[h]
  const direct = free.cost[h]
  const byClosed = direct - relaxed
  const byZoc = detour < 0 ? Infinity : detour - direct
  if (byClosed > 0 && byClosed > relaxed - left && byClosed >= byZoc) {
    const at = firstForbidden(map, m.mover, pathTo(open, h) as number[])
    if (at) return withAround(forbidden(map, m.mover, at.from, at.to, at.reason), around)
  }
  if (zoc && byZoc > 0 && byZoc > direct - left) {
    // Every cheapest way without the zone-of-control stop crosses a controlled hex before h.
    const stop = (pathTo(free, h) as number[]).slice(1, -1).find((x) => zoc[x])
    if (stop !== undefined) return zocStop(map, stop, around)
  }
  return tooFar(map, m, h, detour >= 0 ? detour : direct)
}

function noWay(code: string): Refusal {
  return refusal('STACK.2', 'explain.no-way', `Нельзя: к ${code} нет пути — его закрывают части противника.`, `Not allowed: there is no way to ${code} — enemy units bar it.`)
}

/** MP a move ending in h may spend: the road point counts only when h is a road hex (MOVE.6). */
function limitFor(map: GameMap, m: MoverInfo, h: number): number {
  return Math.max(0, map.roadHex[h] ? m.budget : m.plain)
}

function tooFar(map: GameMap, m: MoverInfo, h: number, need: number): Refusal {
  const code = map.geo.codes[h]
  const left = limitFor(map, m, h)
  const withBonus = left > Math.max(0, m.plain)
  const r = refusal(
    'MOVE.1', 'explain.mp',
    `Нельзя: нужно ${need} ОП, а осталось ${left}${withBonus ? ' (с дорожным очком батареи, MOVE.6)' : ''}.`,
    `Not allowed: ${need} MP are needed, and ${left} remain${withBonus ? ' (with the battery’s road point, MOVE.6)' : ''}.`,
  )
  // MOVE.6: the battery's extra point would pay for exactly this hex, if only it were a road hex.
  if (m.budget > m.plain && need === m.plain + 1 && !map.roadHex[h]) {
    r.text.ru += ` Дорожное очко батареи (MOVE.6) помогло бы, только если закончить ход на дороге, а ${code} — не дорога.`
    r.text.en += ` The battery’s extra road point (MOVE.6) would pay for it only if the move ended on a road, and ${code} is not a road hex.`
  }
  return r
}

function zocStop(map: GameMap, at: number, around: Refusal['text'] | null): Refusal {
  const x = map.geo.codes[at]
  return withAround(refusal(
    'ZOC.4', 'explain.zoc',
    `Нельзя: короткий путь ведёт через зону контроля противника в ${x}, а войдя в неё, часть останавливается.`,
    `Not allowed: the short way leads through the enemy zone of control at ${x}, and a unit entering it stops there.`,
  ), around)
}

function aroundText(detour: number, left: number): Refusal['text'] {
  return { ru: ` В обход — ${detour} ОП, а осталось ${left}.`, en: ` The way around costs ${detour} MP, and ${left} remain.` }
}

function withAround(r: Refusal, around: Refusal['text'] | null): Refusal {
  if (around) {
    r.text.ru += around.ru
    r.text.en += around.en
  }
  return r
}

export type Closed = 'front' | 'river' | 'artillery-terrain'

function firstForbidden(map: GameMap, mover: Mover, path: number[]): { from: number; to: number; reason: Closed } | null {
  for (let i = 1; i < path.length; i++) {
    const c = stepCost(map, path[i - 1], dirTo(map.geo, path[i - 1], path[i]), mover)
    if (!c.ok && c.reason !== 'off-map') return { from: path[i - 1], to: path[i], reason: c.reason }
  }
  return null
}

/** Whether no side of hex h may be crossed into it by this mover (e.g. a battery and a forest without a road). */
function everyEntryForbidden(map: GameMap, mover: Mover, h: number): boolean {
  for (let d = 0; d < 6; d++) {
    const from = map.geo.neighbor[h * 6 + d]
    if (from < 0) continue
    if (stepCost(map, from, dirTo(map.geo, from, h), mover).ok) return false
  }
  return true
}

/** A hexside the mover may not cross (MOVE.3: redoubt fronts; MOVE.5: artillery and rivers, forest, brush). */
export function forbidden(map: GameMap, mover: Mover, from: number, to: number, reason: Closed): Refusal {
  const a = map.geo.codes[from]
  const b = map.geo.codes[to]
  if (reason === 'front') {
    const who = mover === 'commander'
      ? { ru: 'командующим (они ходят как кавалерия)', en: 'commanders (they move as cavalry)' }
      : { ru: 'кавалерии и артиллерии', en: 'cavalry and artillery' }
    return refusal('MOVE.3', 'explain.front', `Нельзя: между ${a} и ${b} фас укрепления, а он закрыт для ${who.ru}.`, `Not allowed: between ${a} and ${b} lies a redoubt front, and it is closed to ${who.en}.`)
  }
  if (reason === 'river') {
    return refusal('MOVE.5', 'explain.river', `Нельзя: между ${a} и ${b} река без моста, а артиллерия переходит реки только по мостам.`, `Not allowed: between ${a} and ${b} runs a river with no bridge, and artillery crosses rivers only at bridges.`)
  }
  return refusal('MOVE.5', 'explain.artillery-terrain', `Нельзя: артиллерия входит в лес и кустарник только по дороге, а из ${a} в ${b} дороги нет.`, `Not allowed: artillery enters forest and brush only along a road, and there is no road from ${a} into ${b}.`)
}
