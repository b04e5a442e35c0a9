// Why a hex is not a legal next hex of a pending retreat (CBT.10, with MOVE.3–5 where a side is closed):
// the first condition that fails, not the whole list. Legality itself is the engine's retreatOptions().
import { dirTo, distance } from '../../engine'
import { hexId, type GameMap } from '../../engine'
import { stepCost } from '../../engine'
import { buildOccupancy } from '../../engine'
import { refusal, type Refusal } from '../../engine'
import { retreatOptions, type RetreatStep } from '../../engine'
import type { GameState } from '../../engine'
import { otherSide } from '../../engine'
import { isOnMap } from '../../engine'
import { zocMap, zocSources } from '../../engine'
import { forbidden } from './moveExplain'

/** Null when `hex` is one of the legal next hexes of the retreat. */
export function whyNotRetreat(map: GameMap, state: GameState, step: RetreatStep, hex: string): Refusal | null {
  if (retreatOptions(map, state, step).includes(hex)) return null
  const u = state.units[step.unit]
  const to = hexId(map, hex)
  if (!u || !isOnMap(u)) return refusal('CBT.10', 'retreat.not-pending', 'Эта часть сейчас не отступает.', 'This unit is not retreating now.')
  if (to < 0) return refusal('CBT.10', 'retreat.off-map', `Отступать можно только по карте: ${hex} на ней нет.`, `A retreat stays on the map: there is no hex ${hex}.`)
  const from = hexId(map, u.hex as string)
  const here = map.geo.codes[from]
  const left = step.remaining
  if (to === from) return refusal('CBT.10', 'retreat.here', `Часть уже в ${here}: выберите соседнюю клетку, куда отступить (осталось ${left}).`, `The unit is already in ${here}: choose a neighbouring hex to retreat into (${left} to go).`)
  const dir = dirTo(map.geo, from, to)
  if (dir < 0) return refusal('CBT.10', 'retreat.not-adjacent', `Отступают по одной клетке: ${hex} не соседствует с ${here}.`, `A retreat goes one hex at a time: ${hex} is not next to ${here}.`)
  const occ = buildOccupancy(map, state)
  const there = occ.unitAt[to]
  if (there >= 0 && occ.units[there].side !== u.side) {
    return refusal('CBT.10', 'retreat.enemy', `Нельзя отступать в ${hex}: там противник.`, `Cannot retreat into ${hex}: an enemy unit holds it.`)
  }
  if (u.type !== 'cavalry' && zocMap(map, occ, otherSide(u.side))[to]) {
    const by = zocSources(map, occ, otherSide(u.side), to).map((id) => state.units[id].hex).join(', ')
    return refusal('CBT.10', 'retreat.zoc', `Нельзя отступать в ${hex}: это зона контроля противника (из ${by}); через неё отступает только кавалерия (ZOC.5).`, `Cannot retreat into ${hex}: it is in the enemy zone of control (from ${by}); only cavalry retreats through one (ZOC.5).`)
  }
  for (const id of step.enemies) {
    const e = state.units[id]
    if (!e || !isOnMap(e)) continue
    const f = hexId(map, e.hex as string)
    if (distance(map.geo, to, f) <= distance(map.geo, from, f)) {
      return refusal('CBT.10', 'retreat.not-farther', `Нельзя отступать в ${hex}: эта клетка не дальше от противника в ${e.hex}, чем ${here}, а каждая клетка отступления должна удалять от всех противников этого боя.`, `Cannot retreat into ${hex}: it is no farther from the enemy in ${e.hex} than ${here} is, and each retreat hex must lead away from every enemy of this combat.`)
    }
  }
  const c = stepCost(map, from, dir, u.type)
  if (!c.ok && c.reason !== 'off-map') {
    const r = forbidden(map, u.type, from, to, c.reason)
    return { ...r, text: { ru: `Отступать в ${hex} нельзя, как нельзя и пойти туда. ${r.text.ru}`, en: `Cannot retreat into ${hex}, just as the unit could not move there. ${r.text.en}` } }
  }
  if (left === 1 && there >= 0) {
    return refusal('CBT.10', 'retreat.friend-at-end', `Нельзя закончить отступление в ${hex}: там своя часть, а отступление кончается в клетке без других частей (пройти через неё можно).`, `The retreat cannot end in ${hex}: a friendly unit stands there, and a retreat must end in a hex with no other combat unit (passing through is allowed).`)
  }
  return refusal('CBT.10', 'retreat.dead-end', `Нельзя отступать в ${hex}: оттуда не отступить по правилам ещё на ${left - 1} ${left - 1 === 1 ? 'клетку' : 'клетки'}, а часть должна пройти весь путь (иначе гибнет, CBT.9).`, `Cannot retreat into ${hex}: from there the unit could not retreat the remaining ${left - 1} hex${left - 1 === 1 ? '' : 'es'} legally, and it must complete the whole retreat (or be destroyed, CBT.9).`)
}
