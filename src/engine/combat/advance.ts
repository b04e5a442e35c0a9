// Advance after combat (CBT.11): who may move into an emptied hex, and the move itself.
import type { Ctx } from '../core/commands'
import { commandersInHex, unitsInHex } from '../command/commanders'
import type { GameEvent } from '../core/events'
import { dirTo } from '../../core/geometry'
import { hexId, SIDE_FRONT, SIDE_RIVER } from '../map/map'
import type { GameState } from '../core/state'
import type { HexCode, Side } from '../core/types'
import { isOnMap, placed, type UnitState } from '../core/units'

/** Not across a river; cavalry not across a redoubt front; batteries never advance; nor do demoralized units. */
export function mayAdvance(ctx: Ctx, u: UnitState, from: HexCode, to: HexCode): boolean {
  const { map } = ctx
  if (u.type === 'artillery' || u.demoralized) return false
  const a = hexId(map, from)
  const d = dirTo(map.geo, a, hexId(map, to))
  if (d < 0) return false
  const f = map.side[a * 6 + d]! // a is a hex id, d a direction
  if (f & SIDE_RIVER) return false
  return !(u.type === 'cavalry' && f & SIDE_FRONT)
}

/** The advance on offer once every other consequence of the current combat is resolved, or null. */
export function advanceChoices(
  ctx: Ctx,
  s: GameState,
): { side: Side; options: Array<{ unit: string; hex: HexCode }> } | null {
  const c = s.combat
  if (!c) return null
  const d = s.units[c.defender]! // the combat record names units of the state
  const defenderInPlace = isOnMap(d) && d.hex === c.defenderHex
  const options: Array<{ unit: string; hex: HexCode }> = []
  if (!defenderInPlace) {
    if (unitsInHex(s, c.defenderHex).length > 0) return null
    for (const a of c.adjacent) {
      const u = s.units[a.unit]!
      if (isOnMap(u) && u.hex === a.hex && mayAdvance(ctx, u, a.hex, c.defenderHex))
        options.push({ unit: u.id, hex: c.defenderHex })
    }
    return options.length ? { side: s.units[options[0]!.unit]!.side, options } : null
  }
  const attackerResult = c.result === 'A1' || c.result === 'A2' || c.result === 'AE'
  if (!attackerResult || c.adjacent.length === 0) return null
  // The defender may advance only when every adjacent attacker was removed or retreated.
  if (
    c.adjacent.some((a) => {
      const u = s.units[a.unit]!
      return isOnMap(u) && u.hex === a.hex
    })
  )
    return null
  for (const a of c.adjacent) {
    if (
      unitsInHex(s, a.hex).length === 0 &&
      mayAdvance(ctx, d, c.defenderHex, a.hex) &&
      !options.some((o) => o.hex === a.hex)
    ) {
      options.push({ unit: d.id, hex: a.hex })
    }
  }
  return options.length ? { side: d.side, options } : null
}

/** Moves the unit and the commanders stacked with it (they go along, CBT.11). */
export function advanceUnit(s: GameState, unitId: string, to: HexCode, events: GameEvent[]): void {
  // Only a unit standing next to the emptied hex (or the defender in it) is offered the advance.
  const u = placed(s.units[unitId]!)
  const from = u.hex
  const commanders = commandersInHex(s, from, u.side).map((c) => c.id)
  for (const id of commanders) s.commanders[id]!.hex = to
  u.hex = to
  events.push({ type: 'advanced', rule: 'CBT.11', unit: u.id, from, to, commanders })
}
