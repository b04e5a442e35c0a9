// The combat phase, one attack at a time (each attack's dice change what follows): fire before
// melee, gang up at the best value, respect CBT.3, and never make an optional attack whose
// expected exchange is bad for the attacking side.
import { Combat, hexId, type Command, type Ctx, type GameState } from '../engine'
import { placed, type OnMapUnit } from '../engine/ai'
import { type Rand } from '../core'
import { adjacentTo, attackValue, commandersOf, retreatBlocked, type AttackValue } from './combatValue'
import type { PlanParams } from './types'

export interface CombatOption {
  cmd: Command
  value: AttackValue
  /** Units that must attack (CBT.3) which this option lets off. */
  forced: number
  fire: boolean
}

/** The exact value of one attack or fire spec on the current state, or null when it is illegal. */
export function evaluateSpec(
  ctx: Ctx,
  state: GameState,
  defender: string,
  attackers: string[],
  batteries: string[],
): AttackValue | null {
  const a = Combat.previewAttack(ctx, state, { defender, attackers, batteries })
  if (!a.ok) return null
  const p = a.preview
  // A legal attack: the defender and every unit named stand on the map.
  const d = placed(state.units[defender]!)
  const att = attackers.map((id) => placed(state.units[id]!))
  const bat = batteries.map((id) => placed(state.units[id]!))
  const dh = hexId(ctx.map, d.hex)
  const hexOf = (u: OnMapUnit): number => hexId(ctx.map, u.hex)
  const adjacent = adjacentTo(ctx, dh, [...att, ...bat], hexOf)
  const enemies = [...attackers, ...batteries]
  const canRetreat = p.odds.some((o) => o.result === 'D1' || o.result === 'D2')
  const blocked1 = canRetreat ? retreatBlocked(ctx, state, d, 1, enemies) : false
  const blocked2 = canRetreat ? blocked1 || retreatBlocked(ctx, state, d, 2, enemies) : false
  return attackValue({
    side: state.side,
    defender: d,
    attackers: att,
    batteries: bat,
    odds: p.odds,
    blocked1,
    blocked2,
    adjacent,
    attackCommanders: commandersOf(state, [...att, ...bat]),
    defenceCommanders: commandersOf(state, [d]),
  })
}

/** Every sensible attack and fire on offer now, valued exactly. */
export function combatOptions(ctx: Ctx, state: GameState): CombatOption[] {
  const side = state.side
  const must = new Set(Combat.mustAttack(ctx, state))
  const byTarget = new Map<string, string[]>()
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (
      u.side !== side ||
      u.type === 'artillery' ||
      u.attacked ||
      u.demoralized ||
      u.hex === null ||
      u.status !== 'active'
    )
      continue
    for (const t of Combat.attackTargets(ctx, state, id)) {
      const list = byTarget.get(t) ?? []
      list.push(id)
      byTarget.set(t, list)
    }
  }
  const fireTargets = new Set<string>()
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    if (
      u.side !== side ||
      u.type !== 'artillery' ||
      u.attacked ||
      u.limbered ||
      u.hex === null ||
      u.status !== 'active'
    )
      continue
    for (const t of Combat.attackTargets(ctx, state, id)) fireTargets.add(t)
  }
  const out: CombatOption[] = []
  for (const t of new Set([...byTarget.keys(), ...fireTargets])) {
    // attackTargets names only enemy units on the map.
    const d = placed(state.units[t]!)
    const bats = Combat.batteriesCovering(ctx, state, d.hex).map((b) => b.unit)
    if (bats.length) {
      const v = evaluateSpec(ctx, state, t, [], bats)
      if (v) out.push({ cmd: { type: 'fire', batteries: bats, target: t }, value: v, forced: 0, fire: true })
    }
    const attackers = byTarget.get(t)
    if (!attackers) continue
    // Units that must attack come first (they attack anyway), then the strongest (all ids of state.units).
    const sorted = [...attackers].sort(
      (a, b) =>
        Number(must.has(b)) - Number(must.has(a)) || state.units[b]!.front.strength - state.units[a]!.front.strength,
    )
    const nForced = sorted.filter((id) => must.has(id)).length
    const from = Math.max(1, nForced)
    for (let k = from; k <= sorted.length; k++) {
      const att = sorted.slice(0, k)
      for (const withBats of bats.length ? [true, false] : [false]) {
        const b = withBats ? bats : []
        const v = evaluateSpec(ctx, state, t, att, b)
        if (v)
          out.push({
            cmd: { type: 'attack', defender: t, attackers: att, batteries: b },
            value: v,
            forced: att.filter((id) => must.has(id)).length,
            fire: false,
          })
      }
    }
  }
  return out
}

/** The next combat command for the phasing side (an attack, a fire, or the end of the phase). */
export function decideCombat(ctx: Ctx, state: GameState, params: PlanParams, rand: Rand): Command[] {
  const options = combatOptions(ctx, state)
  const must = Combat.mustAttack(ctx, state)
  // Fire before melee: a good fire at a target we could also melee softens it (D1/D2 demoralize).
  const meleeTargets = new Set(options.filter((o) => !o.fire).map((o) => (o.cmd as { defender: string }).defender))
  const goodFire = options
    .filter((o) => o.fire && o.value.value > 0.05)
    .sort((a, b) => score(b, meleeTargets) - score(a, meleeTargets))
  if (goodFire.length && !(params.skipAttack > 0 && rand() < params.skipAttack)) return [goodFire[0]!.cmd]
  const melee = options.filter((o) => !o.fire)
  const optional = melee.filter((o) => o.value.value > 0.05).sort((a, b) => b.value.value - a.value.value)
  if (optional.length && !(params.skipAttack > 0 && rand() < params.skipAttack)) return [optional[0]!.cmd]
  if (must.length) {
    // CBT.3: a unit that must attack takes part in the least bad attack it can join; several
    // forced units against one defender join forces.
    const forcedOpts = melee
      .filter((o) => o.forced > 0)
      .sort((a, b) => b.value.value + 0.3 * b.forced - (a.value.value + 0.3 * a.forced))
    if (forcedOpts.length) return [forcedOpts[0]!.cmd]
    // Should not happen (a forced unit always has a legal target); attack its first target alone.
    const t = Combat.attackTargets(ctx, state, must[0]!)[0]!
    return [{ type: 'attack', defender: t, attackers: [must[0]!], batteries: [] }]
  }
  return [{ type: 'endPhase' }]
}

function score(o: CombatOption, meleeTargets: Set<string>): number {
  const t = (o.cmd as { target: string }).target
  return o.value.value + (meleeTargets.has(t) ? 0.5 : 0)
}
