// The combat phase, one attack at a time (each attack's dice change what follows): fire before
// melee, gang up at the best value, respect CBT.3, and never make an optional attack whose
// expected exchange is bad for the attacking side.
import { Combat, hexId, type Command, type Ctx, type GameState } from '../engine'
import { placed, type OnMapUnit } from '../engine/ai'
import { type Rand } from '../core'
import {
  adjacentTo,
  attackValue,
  commandersOf,
  enemyLossesMatter,
  retreatBlocked,
  stackedWorths,
  type AttackValue,
} from './combatValue'
import { concernsCommanders, exactCommanderValue } from './commanderRisk'
import { stackedWorth } from './commanderValue'
import { dislodgeValue } from './objectives'
import type { PlanParams } from './types'

export interface CombatOption {
  cmd: Command
  value: AttackValue
  /** Units that must attack (CBT.3) which this option lets off. */
  forced: number
  fire: boolean
}

/** Whether attackers could retreat from a defender, asked once a decision: `${attacker}>${defender}/${hexes}`. */
export type RetreatMemo = Map<string, boolean>

/** The exact value of one attack or fire spec on the current state, or null when it is illegal. */
export function evaluateSpec(
  ctx: Ctx,
  state: GameState,
  defender: string,
  attackers: string[],
  batteries: string[],
  memo: RetreatMemo = new Map(),
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
  // CBT.9–10 for the attackers next to the defender: an A1/A2 destroys those with nowhere to go.
  const pushed = p.odds.some((o) => (o.result === 'A1' || o.result === 'A2') && !o.noEffect)
  const attackerBlocked = (u: OnMapUnit, hexes: 1 | 2): boolean => {
    const key = `${u.id}>${defender}/${hexes}`
    let v = memo.get(key)
    if (v === undefined) {
      v = retreatBlocked(ctx, state, u, hexes, [defender])
      memo.set(key, v)
    }
    return v
  }
  const adjacentBlocked = pushed
    ? adjacent.map((u) => {
        const b1 = attackerBlocked(u, 1)
        return { b1, b2: b1 || attackerBlocked(u, 2) }
      })
    : undefined
  const v = attackValue({
    side: state.side,
    defender: d,
    attackers: att,
    batteries: bat,
    odds: p.odds,
    blocked1,
    blocked2,
    adjacent,
    adjacentBlocked,
    attackCommanders: commandersOf(state, [...att, ...bat]),
    defenceCommanders: commandersOf(state, [d]),
    adjacentCommanderWorth: stackedWorths(state, adjacent),
    defenderCommanderWorth: stackedWorth(state, d),
    gainless: !enemyLossesMatter(state, state.side),
  })
  // A short scenario's objective under the defender (WIN.4); nothing in the whole day.
  const objective = dislodgeValue(ctx, state, state.side, dh, p.odds)
  return objective ? { ...v, value: v.value + objective } : v
}

/** Every sensible attack and fire on offer now, valued exactly. */
export function combatOptions(ctx: Ctx, state: GameState): CombatOption[] {
  const side = state.side
  const must = new Set(Combat.mustAttack(ctx, state))
  const memo: RetreatMemo = new Map()
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
      const v = evaluateSpec(ctx, state, t, [], bats, memo)
      if (v) out.push({ cmd: { type: 'fire', batteries: bats, target: t }, value: v, forced: 0, fire: true })
    }
    const attackers = byTarget.get(t)
    if (attackers) out.push(...meleeOptions(ctx, state, t, attackers, bats, must, memo))
  }
  return out
}

/** A cavalry volunteer must raise the defender's chance of destruction this much when the attack is not won. */
const MEASURABLE_KILL = 0.1

/**
 * The melee options against one target: units that must attack first (they attack anyway), then the strongest,
 * in growing sets, with and without the batteries; the same without the volunteers that risk most for what they
 * add — cavalry, and units with a commander (CMD.4–5). Cavalry volunteers only for an attack it can win (more
 * enemy points destroyed than own, on average) or where it raises the defender's chance of destruction
 * measurably (a retreat it blocks): an attack it cannot win with nothing to gain is left out.
 */
function meleeOptions(
  ctx: Ctx,
  state: GameState,
  t: string,
  attackers: string[],
  bats: string[],
  must: Set<string>,
  memo: RetreatMemo,
): CombatOption[] {
  const unit = (id: string) => state.units[id]! // attackers are ids of state.units
  const sorted = [...attackers].sort(
    (a, b) => Number(must.has(b)) - Number(must.has(a)) || unit(b).front.strength - unit(a).front.strength,
  )
  const volunteerCav = (id: string): boolean => !must.has(id) && unit(id).type === 'cavalry'
  const volunteerCmd = (id: string): boolean => !must.has(id) && stackedWorth(state, unit(id)) > 0
  const lists = [
    sorted,
    sorted.filter((id) => !volunteerCav(id)),
    sorted.filter((id) => !volunteerCmd(id)),
    sorted.filter((id) => !volunteerCav(id) && !volunteerCmd(id)),
  ]
  const from = Math.max(1, sorted.filter((id) => must.has(id)).length)
  const byKey = new Map<string, CombatOption>()
  const keyOf = (att: string[], b: string[]): string => `${[...att].sort().join(',')}|${b.length}`
  for (const list of lists) {
    for (let k = from; k <= list.length; k++) {
      const att = list.slice(0, k)
      for (const b of bats.length ? [bats, []] : [[]]) {
        const key = keyOf(att, b)
        if (byKey.has(key)) continue
        const v = evaluateSpec(ctx, state, t, att, b, memo)
        if (v)
          byKey.set(key, {
            cmd: { type: 'attack', defender: t, attackers: att, batteries: b },
            value: v,
            forced: att.filter((id) => must.has(id)).length,
            fire: false,
          })
      }
    }
  }
  const out: CombatOption[] = []
  for (const o of byKey.values()) {
    const cmd = o.cmd as Extract<Command, { type: 'attack' }>
    const cav = cmd.attackers.filter(volunteerCav)
    if (cav.length) {
      const rest = cmd.attackers.filter((id) => !cav.includes(id))
      const b = cmd.batteries ?? []
      const base = rest.length ? (byKey.get(keyOf(rest, b))?.value ?? evaluateSpec(ctx, state, t, rest, b, memo)) : null
      const wins = o.value.enemyLoss > o.value.ownLoss
      const gain = o.value.pKill - (base?.pKill ?? 0) >= MEASURABLE_KILL
      if (o.value.value <= (base?.value ?? 0) || !(wins || gain)) continue
    }
    out.push(o)
  }
  return out
}

/**
 * The next combat command for the phasing side (an attack, a fire, or the end of the phase). `exact`: the
 * commanders' risk in the options where they take part is the coach's exact one (the decision at hand; the
 * playouts keep the one-ply estimate, which is much faster).
 */
export function decideCombat(ctx: Ctx, state: GameState, params: PlanParams, rand: Rand, exact = false): Command[] {
  const options = combatOptions(ctx, state)
  if (exact) for (const o of options) refineCommanders(ctx, state, o)
  const must = Combat.mustAttack(ctx, state)
  // Fire before melee: a good fire at a target we could also melee softens it (D1/D2 demoralize).
  const meleeTargets = new Set(options.filter((o) => !o.fire).map((o) => (o.cmd as { defender: string }).defender))
  const goodFire = options
    .filter((o) => o.fire && o.value.value - supportLost(o, options) > 0.05)
    .sort((a, b) => score(b, meleeTargets) - score(a, meleeTargets))
  if (goodFire.length && !(params.skipAttack > 0 && rand() < params.skipAttack)) return [goodFire[0]!.cmd]
  const melee = options.filter((o) => !o.fire)
  const optional = melee.filter((o) => o.value.value > 0.05).sort((a, b) => b.value.value - a.value.value)
  if (optional.length && !(params.skipAttack > 0 && rand() < params.skipAttack)) return [optional[0]!.cmd]
  if (must.length) {
    // CBT.3: the least damaging attack first, a cost counted per unit it lets off (several forced units against one
    // defender join forces when that costs each less); a gain counts whole (two units' +2 beats one unit's +1.5);
    // a target that retreats or dies may free the others.
    const perUnit = (o: CombatOption): number => (o.value.value < 0 ? o.value.value / o.forced : o.value.value)
    const forcedOpts = melee.filter((o) => o.forced > 0).sort((a, b) => perUnit(b) - perUnit(a) || b.forced - a.forced)
    if (forcedOpts.length) return [forcedOpts[0]!.cmd]
    // Should not happen (a forced unit always has a legal target); attack its first target alone.
    const t = Combat.attackTargets(ctx, state, must[0]!)[0]!
    return [{ type: 'attack', defender: t, attackers: [must[0]!], batteries: [] }]
  }
  return [{ type: 'endPhase' }]
}

/**
 * What a fire costs the attacks units must make (CBT.3) by spending its batteries (each fires or supports once):
 * for every target with forced attackers, the best forced attack with batteries' support less the best without,
 * where the fire's batteries would have supported it; the fire's own target may leave the hex first (its forced
 * attackers are then let off). Firing first left a cavalry corps set up with three batteries to attack a division
 * alone at −7.
 */
function supportLost(fire: CombatOption, options: CombatOption[]): number {
  const spent = new Set((fire.cmd as Extract<Command, { type: 'fire' }>).batteries)
  const own = (fire.cmd as Extract<Command, { type: 'fire' }>).target
  const best = new Map<string, { with: number; without: number }>()
  for (const o of options) {
    if (o.fire || o.forced === 0) continue
    const cmd = o.cmd as Extract<Command, { type: 'attack' }>
    const b = best.get(cmd.defender) ?? { with: -Infinity, without: -Infinity }
    if (!cmd.batteries?.length) b.without = Math.max(b.without, o.value.value)
    else if (cmd.batteries.some((id) => spent.has(id))) b.with = Math.max(b.with, o.value.value)
    best.set(cmd.defender, b)
  }
  let lost = 0
  for (const [t, b] of best) {
    if (b.with === -Infinity || b.without === -Infinity) continue
    const stays = t === own ? 1 - fire.value.pDislodge : 1
    lost += Math.max(0, b.with - stays * b.without)
  }
  return lost
}

/** The option's value with the commanders' part made exact (CMD.4–5, from the coach), when any take part. */
function refineCommanders(ctx: Ctx, state: GameState, o: CombatOption): void {
  const cmd = o.cmd as Extract<Command, { type: 'attack' | 'fire' }>
  if (!concernsCommanders(state, cmd)) return
  const x = exactCommanderValue(ctx, state, cmd)
  if (x !== null) o.value = { ...o.value, value: o.value.value - o.value.commanders + x, commanders: x }
}

function score(o: CombatOption, meleeTargets: Set<string>): number {
  const t = (o.cmd as { target: string }).target
  return o.value.value + (meleeTargets.has(t) ? 0.5 : 0)
}
