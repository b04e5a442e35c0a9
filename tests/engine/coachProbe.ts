// What really happens after a step, asked of the engine alone (not of the coach): the phase end's
// captures, and forced combats in which a unit must retreat 1 or 2 hexes from an enemy next to it.
import { apply } from '../../src/engine/core/apply'
import type { Command, Ctx } from '../../src/engine/core/commands'
import { previewAttack } from '../../src/engine/combat/queries'
import { distance } from '../../src/core/geometry'
import { hexId } from '../../src/engine/map/map'
import type { GameState } from '../../src/engine/core/state'
import { currentStrength, isOnMap, type OnMapUnit } from '../../src/engine/core/units'
import { stateFor } from './coachDice'

/** The commanders the phase end captures now. */
export function phaseEndCaptures(ctx: Ctx, state: GameState): string[] {
  const out = apply(ctx, state, { type: 'endPhase' })
  if (!out.ok) return []
  return out.events.flatMap((e) => (e.type === 'commander-captured' ? [e.commander] : []))
}

/** Enemy units next to `u`, whatever they could do. */
export function adjacentEnemies(ctx: Ctx, state: GameState, u: OnMapUnit): OnMapUnit[] {
  const h = hexId(ctx.map, u.hex)
  return Object.values(state.units).filter(
    (e): e is OnMapUnit => e.side !== u.side && isOnMap(e) && distance(ctx.map.geo, h, hexId(ctx.map, e.hex)) === 1,
  )
}

const combatViews = new WeakMap<GameState, Map<string, GameState>>()

/** The state as it would be in `side`'s combat phase, with nothing pending and nobody having attacked (kept per state). */
function combatPhaseOf(state: GameState, side: GameState['side']): GameState {
  const views = combatViews.get(state) ?? new Map<string, GameState>()
  combatViews.set(state, views)
  const known = views.get(side)
  if (known) return known
  const units: GameState['units'] = {}
  for (const id in state.units) units[id] = { ...state.units[id]!, attacked: false } // a key of the record itself
  const view = { ...state, side, phase: 'combat' as const, pending: [], combat: null, units }
  views.set(side, view)
  return view
}

/** A differential whose column holds each retreat result (CBT.7): D1 and A1 at 0, D2 at +10, A2 at −10. */
const TARGET_DIFF: Record<string, number> = { D1: 0, A1: 0, D2: 10, A2: -10 }

/** The unit with both faces at `strength`: strengths never change where a unit may retreat (CBT.10). */
const withStrength = (s: GameState, id: string, strength: number): GameState => {
  const u = s.units[id]!
  const face = (f: { strength: number; mp: number }) => ({ ...f, strength })
  return { ...s, units: { ...s.units, [id]: { ...u, front: face(u.front), back: face(u.back) } } }
}

/**
 * `u` made to retreat `hexes` hexes by a combat with `enemy` alone (enemy attacking it, or it attacking
 * the enemy), made with the engine: the strengths set so that the column holds the result that orders
 * the retreat, the combat die forced to it and every other die to 6 (no CMD.2 hold, commanders unhurt).
 * Destroyed or not; null when no such combat can be had (illegal, or the unit held).
 */
export function forcedRetreat(
  ctx: Ctx,
  state: GameState,
  u: OnMapUnit,
  enemy: OnMapUnit,
  hexes: number,
  role: 'defend' | 'attack',
): 'destroyed' | 'retreats' | null {
  const [a, d] = role === 'defend' ? [enemy, u] : [u, enemy]
  const result = `${role === 'defend' ? 'D' : 'A'}${hexes}`
  let t = combatPhaseOf(state, a.side)
  const melee = a.type !== 'artillery'
  const spec = melee ? { defender: d.id, attackers: [a.id] } : { defender: d.id, batteries: [a.id] }
  const first = previewAttack(ctx, t, spec)
  if (!first.ok) return null
  // Attack and defence grow one for one with the printed strengths of the attacker and the defender.
  const shift = TARGET_DIFF[result]! - first.preview.diff
  const aStrength = currentStrength(a) + Math.max(0, shift)
  const dStrength = currentStrength(d) + Math.max(0, -shift)
  t = withStrength(withStrength(t, a.id, aStrength), d.id, dStrength)
  const p = previewAttack(ctx, t, spec)
  const face = p.ok ? p.preview.odds.find((o) => o.result === result)?.dice[0] : undefined
  if (face === undefined) throw new Error(`no ${result} at the differential aimed at (${a.id} on ${d.id})`)
  const cmd: Command = melee
    ? { type: 'attack', defender: d.id, attackers: [a.id] }
    : { type: 'fire', batteries: [a.id], target: d.id }
  const out = apply(ctx, { ...t, rng: stateFor([face, 6, 6, 6, 6, 6]) }, cmd)
  if (!out.ok) return null
  if (out.events.some((e) => e.type === 'unit-destroyed' && e.unit === u.id && e.cause === 'no-retreat'))
    return 'destroyed'
  return out.state.pending.some((s) => s.kind === 'retreat' && s.unit === u.id) ? 'retreats' : null
}

/** Every forced retreat of `u` from each enemy next to it, over 1 and 2 hexes (the enemy attacking if it can); none where no combat can be had. */
export function forcedRetreats(ctx: Ctx, state: GameState, u: OnMapUnit): Map<string, 'destroyed' | 'retreats'> {
  const out = new Map<string, 'destroyed' | 'retreats'>()
  for (const e of adjacentEnemies(ctx, state, u))
    for (const k of [1, 2]) {
      const r = forcedRetreat(ctx, state, u, e, k, 'defend') ?? forcedRetreat(ctx, state, u, e, k, 'attack')
      if (r) out.set(`${e.id}/${k}`, r)
    }
  return out
}
