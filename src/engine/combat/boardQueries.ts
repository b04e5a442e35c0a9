// Combat queries shaped for the board: who may join an attack, which targets are open, the preview of a
// chosen attack, the hexes of the retreat being carried out.
import type { Ctx } from '../core/commands'
import { whyCannotFire, whyCannotMelee } from './combatRules'
import { attackTargets, previewAttack, retreatChoices, type AttackPreview } from './queries'
import type { Answer } from '../core/refusal'
import { type GameState, isGameOver } from '../core/state'
import type { HexCode } from '../core/types'
import { isOnMap, type UnitState } from '../core/units'

/** The preview of an attack as chosen so far, or why it cannot be made (CBT.5–7, ART.4–5). */
export function previewChoice(
  ctx: Ctx,
  state: GameState,
  defender: string,
  attackers: string[],
  batteries: string[],
): Answer<{ preview: AttackPreview }> {
  return previewAttack(ctx, state, { defender, attackers, batteries })
}

const phasing = (state: GameState): UnitState[] =>
  Object.values(state.units).filter((u) => u.side === state.side && isOnMap(u))

/** Own units that may join a melee against the defender, and own batteries that may fire at it. */
export function candidatesAgainst(
  ctx: Ctx,
  state: GameState,
  defender: string,
): { attackers: string[]; batteries: string[] } {
  const d = state.units[defender]
  if (!d || !isOnMap(d) || d.side === state.side) return { attackers: [], batteries: [] }
  const attackers: string[] = []
  const batteries: string[] = []
  for (const u of phasing(state)) {
    if (u.type !== 'artillery' && !whyCannotMelee(ctx, state, u, d)) attackers.push(u.id)
    if (u.type === 'artillery' && !whyCannotFire(ctx, state, u, d)) batteries.push(u.id)
  }
  return { attackers, batteries }
}

/** Enemy units that at least one own unit may attack or fire at now. */
export function legalTargets(ctx: Ctx, state: GameState): string[] {
  if (state.phase !== 'combat' || isGameOver(state) || state.pending.length) return []
  const out = new Set<string>()
  for (const u of phasing(state)) for (const t of attackTargets(ctx, state, u.id)) out.add(t)
  return [...out]
}

/** The legal hexes for the next step of the retreat now being carried out. */
export function pendingRetreatHexes(ctx: Ctx, state: GameState): HexCode[] {
  const step = state.pending[0]
  if (!step || step.kind !== 'retreat') return []
  return retreatChoices(ctx, state).find((c) => c.unit === step.unit)?.hexes ?? []
}
