// Adapter over the engine's combat queries for the UI: candidates, previews, pending choices.
// It only asks the engine; it decides nothing itself.
import type { Ctx } from '../engine'
import { whyCannotFire, whyCannotMelee } from '../engine'
import { attackTargets, mustAttack as engineMustAttack, previewAttack as enginePreview, retreatChoices, whyCannotEndPhase, type AttackPreview } from '../engine'
import type { Refusal } from '../engine'
import type { GameState } from '../engine'
import type { HexCode } from '../engine'
import { isOnMap, type UnitState } from '../engine'

export type Preview = AttackPreview

export function previewAttack(ctx: Ctx, state: GameState, defender: string, attackers: string[], batteries: string[]): { preview: Preview } | { refusal: Refusal } {
  const p = enginePreview(ctx, state, { defender, attackers, batteries })
  return 'refusal' in p ? p : { preview: p }
}

const phasing = (state: GameState): UnitState[] => Object.values(state.units).filter((u) => u.side === state.side && isOnMap(u))

/** Own units that may join a melee against the defender, and own batteries that may fire at it. */
export function candidatesAgainst(ctx: Ctx, state: GameState, defender: string): { attackers: string[]; batteries: string[] } {
  const d = state.units[defender]
  if (!d || !isOnMap(d) || d.side === state.side) return { attackers: [], batteries: [] }
  const attackers: string[] = []
  const batteries: string[] = []
  for (const u of phasing(state)) {
    if (u.type !== 'artillery' && !whyCannotMelee(ctx.map, state, u, d)) attackers.push(u.id)
    if (u.type === 'artillery' && !whyCannotFire(ctx.map, state, u, d)) batteries.push(u.id)
  }
  return { attackers, batteries }
}

/** Enemy units that at least one own unit may attack or fire at now. */
export function legalTargets(ctx: Ctx, state: GameState): string[] {
  if (state.phase !== 'combat' || state.over || state.pending.length) return []
  const out = new Set<string>()
  for (const u of phasing(state)) for (const t of attackTargets(ctx, state, u.id)) out.add(t)
  return [...out]
}

export const mustAttack = (ctx: Ctx, state: GameState): string[] => engineMustAttack(ctx, state)

export const endPhaseRefusal = (ctx: Ctx, state: GameState): Refusal | null => whyCannotEndPhase(ctx, state)

/** The legal hexes for the next step of the retreat now being carried out. */
export function pendingRetreatHexes(ctx: Ctx, state: GameState): HexCode[] {
  const step = state.pending[0]
  if (!step || step.kind !== 'retreat') return []
  return retreatChoices(ctx, state).find((c) => c.unit === step.unit)?.hexes ?? []
}
