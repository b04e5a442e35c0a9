// For the selected unit or commander and a hex: what entering it costs, or why the move cannot end there (as data).
import type { Ctx } from '../core/commands'
import { hexId } from '../map/map'
import { commanderReach, unitBudget, unitReach, type Reach } from './movement'
import type { Answer, Refusal } from '../core/refusal'
import type { GameState } from '../core/state'
import { COMMANDER_MP } from '../core/units'
import { stepInto, unlimitedReach, whyNotReach, type MoverInfo, type StepInfo } from './whyNot'

export interface HexMoveExplain {
  step: StepInfo | null
  why: Refusal | null
  /** MP the mover has left (without a battery's road bonus). */
  left: number
}

function moverOf(
  ctx: Ctx,
  state: GameState,
  unitId: string | null,
  commanderId: string | null,
): Answer<{ m: MoverInfo; r: Reach }> | null {
  const { map } = ctx
  if (state.phase !== 'movement' || state.pending.length) return null
  if (unitId) {
    const u = state.units[unitId]
    if (!u || u.side !== state.side) return null
    const b = unitBudget(ctx, state, unitId)
    if (!b.ok) return b
    const r = unitReach(ctx, state, unitId)
    if (!r.ok) return r
    return {
      ok: true,
      m: {
        mover: u.type,
        side: u.side,
        origin: hexId(map, b.unit.hex),
        plain: b.budget.plain,
        budget: b.budget.budget,
      },
      r: r.reach,
    }
  }
  if (commanderId) {
    const c = state.commanders[commanderId]
    if (!c || c.side !== state.side || c.status !== 'active' || !c.hex) return null
    const left = COMMANDER_MP - c.mpSpent
    return {
      ok: true,
      m: { mover: 'commander', side: c.side, origin: hexId(map, c.hex), plain: left, budget: left },
      r: commanderReach(ctx, state, c),
    }
  }
  return null
}

/** Null when nothing is selected that could move now. */
export function explainHex(
  ctx: Ctx,
  state: GameState,
  unitId: string | null,
  commanderId: string | null,
  hex: string,
): HexMoveExplain | null {
  const { map } = ctx
  const h = hexId(map, hex)
  const mv = moverOf(ctx, state, unitId, commanderId)
  if (!mv || h < 0) return null
  if (!mv.ok) return { step: null, why: mv.refusal, left: 0 }
  const { m, r } = mv
  const why = whyNotReach(ctx, state, m, r, h)
  // Out of MP: still show what entering it would cost, and the whole way's price.
  if (why?.code === 'explain.mp')
    return { step: stepInto(map, unlimitedReach(ctx, state, m), h, m.mover), why, left: m.plain }
  return { step: why ? null : stepInto(map, r, h, m.mover), why, left: m.plain }
}
