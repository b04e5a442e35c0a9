// What a player needs to know about a counter in play: its commanders and their bonus (CMD.1, CMD.3),
// whether it stands in an enemy zone of control (ZOC.4) and whether it must attack (CBT.3).
import {
  Combat,
  type CommanderState,
  commandsUnit,
  derived,
  type GameMap,
  type GameState,
  hexId,
  isOnMap,
  otherSide,
  type UnitState,
  Movement,
} from '../../engine'

export interface UnitInfo {
  /** Commanders (on the map or not) whose command includes the unit, highest first. */
  leaders: CommanderState[]
  /** Those stacked with it now: their ratings add to its attack or defence (CMD.1). */
  stacked: CommanderState[]
  bonus: number
  /** Enemy units whose zone of control covers its hex. */
  zocBy: string[]
  /** 'now': it must attack in this combat phase; 'next': it will have to in its own combat phase; null: no. */
  mustAttack: 'now' | 'next' | null
}

export function unitInfo(map: GameMap, state: GameState, u: UnitState): UnitInfo {
  const ctx = { map } // the rules' context, for the engine's queries
  const leaders = Object.values(state.commanders)
    .filter((c) => commandsUnit(c, u))
    .sort((a, b) => (a.commands.corps ? 0 : a.commands.army ? 1 : 2) - (b.commands.corps ? 0 : b.commands.army ? 1 : 2))
  const stacked = Combat.commandersWith(state, u)
  const bonus = Combat.commanderBonus(state, u)
  let zocBy: string[] = []
  if (isOnMap(u)) {
    const occ = derived(ctx, state).occ
    const h = hexId(map, u.hex)
    if (Movement.zocMap(ctx, occ, otherSide(u.side))[h]) zocBy = Movement.zocSources(ctx, occ, otherSide(u.side), h)
  }
  let must: UnitInfo['mustAttack'] = null
  if (state.phase === 'combat' && state.side === u.side)
    must = Combat.mustAttack(ctx, state).includes(u.id) ? 'now' : null
  else if (Combat.owesAttack(ctx, state, u)) must = 'next'
  return { leaders, stacked, bonus, zocBy, mustAttack: must }
}
