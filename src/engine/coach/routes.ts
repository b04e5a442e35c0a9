// Every way a pending retreat can go (CBT.10), hex by hex as its owner gives it, and the commanders each
// step captures: after every accepted command the rules capture a commander left alone next to an enemy
// combat unit (CMD.5), so a retreat that stops next to a lone enemy commander takes him.
import { loneCommandersToCapture } from '../command/commanders'
import { retreatOptions, type RetreatStep } from '../combat/retreat'
import type { Ctx } from '../core/commands'
import { distance } from '../../core/geometry'
import { hexId } from '../map/map'
import type { GameState } from '../core/state'
import { SIDES, type HexCode } from '../core/types'
import { placed } from '../core/units'
import type { RetreatRoute } from './types'

/** The board with the retreating unit, and the commanders going with it, one hex on. */
function stepped(state: GameState, step: RetreatStep, hex: HexCode): GameState {
  const u = placed(state.units[step.unit]!) // a pending retreat's unit stands on the map
  const commanders = { ...state.commanders }
  for (const id of step.commanders) {
    const c = commanders[id]! // the pending step lists commanders of the state
    if (c.status === 'active' && c.hex === u.hex) commanders[id] = { ...c, hex }
  }
  return { ...state, units: { ...state.units, [u.id]: { ...u, hex } }, commanders }
}

/** Whether a commander of the other side stands alone within reach of the retreat's steps. */
function loneEnemyNear(ctx: Ctx, state: GameState, step: RetreatStep): boolean {
  const u = placed(state.units[step.unit]!) // a pending retreat's unit stands on the map
  const from = hexId(ctx.map, u.hex)
  return Object.values(state.commanders).some((c) => {
    if (c.status !== 'active' || c.hex === null || c.side === u.side) return false
    if (distance(ctx.map.geo, from, hexId(ctx.map, c.hex)) > step.remaining + 1) return false
    return !Object.values(state.units).some((o) => o.status === 'active' && o.hex === c.hex && o.side === c.side)
  })
}

/** CBT.10, CMD.5: every route of the retreat from where it stands, with what each captures. */
export function retreatRoutes(ctx: Ctx, state: GameState, step: RetreatStep): RetreatRoute[] {
  // Commanders are captured only near the retreat: with none alone there, no board need be asked.
  const watch = loneEnemyNear(ctx, state, step)
  const go = (s: GameState, left: number, via: HexCode[], captured: string[]): RetreatRoute[] => {
    const rest: RetreatStep = { ...step, remaining: left }
    return retreatOptions(ctx, s, rest).flatMap((hex) => {
      const last = left === 1
      const there = watch || !last ? stepped(s, rest, hex) : s
      const now = watch ? [...new Set([...captured, ...loneCommandersToCapture(ctx, there, SIDES)])].sort() : captured
      return last ? [{ via, end: hex, captured: now }] : go(there, left - 1, [...via, hex], now)
    })
  }
  return go(state, step.remaining, [], [])
}
