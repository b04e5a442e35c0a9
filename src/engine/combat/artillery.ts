// Artillery fire (ART.1–4): range, the level restriction, line of sight and the range modifier.
import type { Ctx } from '../core/commands'
import { distance } from '../../core/geometry'
import { hexId } from '../map/map'
import { lineOfSight } from '../map/los'
import { isOnMap, type UnitState } from '../core/units'

export type TargetClass = 'infantry' | 'infantry-demoralized' | 'cavalry' | 'cavalry-demoralized' | 'battery'

/** ART.4: modifier by target and range (index 0: range 1, 1: range 2, 2: range 3–4). */
export const RANGE_MODIFIER: Readonly<Record<TargetClass, readonly [number, number, number]>> = {
  infantry: [6, 4, 0],
  'infantry-demoralized': [8, 6, 1],
  cavalry: [2, 1, 0],
  'cavalry-demoralized': [4, 2, 0],
  battery: [0, 0, 0],
}

export const BASE_RANGE = 3
export const LONG_RANGE = 4

export function targetClass(t: UnitState): TargetClass {
  if (t.type === 'artillery') return 'battery'
  if (t.type === 'cavalry') return t.demoralized ? 'cavalry-demoralized' : 'cavalry'
  return t.demoralized ? 'infantry-demoralized' : 'infantry'
}

/** ART.4 modifier at a range of 1 or more (a battery never fires into its own hex). */
export function rangeModifier(t: UnitState, range: number): number {
  return RANGE_MODIFIER[targetClass(t)][Math.min(range, 3) - 1]!
}

export type FireCheck =
  | { ok: true; range: number; maxRange: number }
  | { ok: false; why: 'range' | 'higher' | 'los'; range: number; maxRange: number; blockedBy: number[] }

/** ART.2–3 between hex ids: range 3 (4 from level 3 onto level 1), not uphill unless adjacent, and a clear line. */
export function fireCheckHexes(ctx: Ctx, from: number, to: number): FireCheck {
  const { map } = ctx
  const range = distance(map.geo, from, to)
  const maxRange = map.level[from] === 3 && map.level[to] === 1 ? LONG_RANGE : BASE_RANGE
  if (range < 1 || range > maxRange) return { ok: false, why: 'range', range, maxRange, blockedBy: [] }
  if (range > 1 && map.level[to]! > map.level[from]!)
    return { ok: false, why: 'higher', range, maxRange, blockedBy: [] }
  const sight = lineOfSight(map, from, to)
  if (!sight.visible) return { ok: false, why: 'los', range, maxRange, blockedBy: sight.blockedBy }
  return { ok: true, range, maxRange }
}

/** Whether the battery may fire at (or support an attack on) the target now, ignoring the once-per-phase rule. */
export function fireCheck(ctx: Ctx, battery: UnitState, target: UnitState): FireCheck {
  const { map } = ctx
  if (!isOnMap(battery) || !isOnMap(target))
    return { ok: false, why: 'range', range: -1, maxRange: BASE_RANGE, blockedBy: [] }
  return fireCheckHexes(ctx, hexId(map, battery.hex), hexId(map, target.hex))
}
