// "Where can I attack?": every enemy unit a side can still attack this turn, with the best attack it can
// put together and its odds (CBT.1–7, ART.1–5, MOVE, ZOC.4), and the enemy's threats for next turn.
// An estimate for teaching, not a plan: commanders are left where they stand, one attack per target.
import { fireCheckHexes, rangeModifier } from './artillery'
import { meleeBarrier } from './combatRules'
import type { Ctx } from '../core/commands'
import { resultOdds } from './crt'
import { distance } from '../../core/geometry'
import { codeOf, hexId } from '../map/map'
import { unitReach } from '../movement/movement'
import { derived } from '../core/derived'
import type { Occupancy } from '../movement/occupancy'
import { type CombatResult, type GameState, isGameOver } from '../core/state'
import { attackStrength, defenceStrength } from './strength'
import { otherSide, type HexCode, type Side } from '../core/types'
import { currentStrength, isOnMap, placed, type OnMapUnit, type UnitState } from '../core/units'

export interface AttackPlace {
  unit: string
  /** Where the unit attacks or fires from (its own hex when it need not move). */
  from: HexCode
}

export interface AttackOption {
  target: string
  hex: HexCode
  /** 'melee' when at least one unit can close in; 'fire' when only batteries reach it. */
  kind: 'melee' | 'fire'
  attackers: AttackPlace[]
  batteries: AttackPlace[]
  /** True when some of the units must first move (movement phase). */
  needsMove: boolean
  attack: number
  defence: number
  diff: number
  /** Chance the defender must retreat (D1, D2; CBT.8). */
  pRetreat: number
  /** Chance the defender is destroyed (DE, EX; CBT.8). */
  pDestroy: number
  /** Chance the attackers retreat or are destroyed (A1, A2, AE). */
  pAttackerHurt: number
}

const sumOdds = (diff: number, results: readonly CombatResult[]): number =>
  resultOdds(diff)
    .filter((o) => results.includes(o.result))
    .reduce((t, o) => t + o.probability, 0)

/** Hexes a unit may attack or fire from this turn: its own, and (movement phase) every hex it can still reach. */
function positions(ctx: Ctx, state: GameState, u: OnMapUnit, occ: Occupancy, moving: boolean): number[] {
  const { map } = ctx
  const here = hexId(map, u.hex)
  if (!moving) return [here]
  // An unlimbered battery stays where it is (MOVE.7); a limbered one may move and unlimber for free.
  if (u.type === 'artillery' && !u.limbered) return [here]
  const r = unitReach(ctx, state, u.id, occ)
  return r.ok ? [here, ...r.reach.ends] : [here]
}

/** Kuhn's augmenting paths, strongest unit first: the strongest set of attackers that fit one per hex (STACK.1). */
function matchAttackers(cands: Array<{ u: UnitState; hexes: number[] }>): Map<string, number> {
  const owner = new Map<number, number>()
  const sorted = [...cands].sort((a, b) => currentStrength(b.u) - currentStrength(a.u))
  const tryPlace = (i: number, seen: Set<number>): boolean => {
    for (const h of sorted[i]!.hexes) {
      // i indexes sorted (a loop index or a stored owner)
      if (seen.has(h)) continue
      seen.add(h)
      const o = owner.get(h)
      if (o === undefined || tryPlace(o, seen)) {
        owner.set(h, i)
        return true
      }
    }
    return false
  }
  for (let i = 0; i < sorted.length; i++) tryPlace(i, new Set())
  const out = new Map<string, number>()
  for (const [h, i] of owner) out.set(sorted[i]!.u.id, h)
  return out
}

function optionsFor(ctx: Ctx, state: GameState, side: Side, moving: boolean): AttackOption[] {
  const map = ctx.map
  if (isGameOver(state)) return []
  const occ = derived(ctx, state).occ
  // A unit's `attacked` mark is cleared only when its side's combat phase begins (SEQ.3): before that, in the
  // movement phase, it is last turn's mark and does not keep the unit from this turn's attack (CBT.1).
  const mine = occ.units.filter(
    (u) => u.side === side && !(state.phase === 'combat' && u.attacked) && !(u.type !== 'artillery' && u.demoralized),
  )
  const enemies = occ.units.filter((u) => u.side !== side)
  const enemyHex = enemies.map((e) => hexId(map, e.hex))
  // Per enemy index: melee candidates (unit → hexes), battery candidates (unit → [hex, modifier]).
  const melee: Array<Map<OnMapUnit, number[]>> = enemies.map(() => new Map<OnMapUnit, number[]>())
  const fire: Array<Map<OnMapUnit, Array<[number, number]>>> = enemies.map(
    () => new Map<OnMapUnit, Array<[number, number]>>(),
  )
  for (const u of mine) {
    if (u.type === 'artillery' && !moving && u.limbered) continue // CBT.2: a limbered battery does not fire
    const here = hexId(map, u.hex)
    for (const p of positions(ctx, state, u, occ, moving)) {
      if (u.type !== 'artillery') {
        for (let d = 0; d < 6; d++) {
          const n = map.geo.neighbor[p * 6 + d]! // p is a hex id, d a direction
          const i = n < 0 ? -1 : occ.unitAt[n]!
          if (i < 0 || occ.units[i]!.side === side) continue
          if (meleeBarrier(ctx, p, n)) continue
          // An enemy unit on the map is one of `enemies`, so e is an index of melee.
          const e = enemies.indexOf(occ.units[i]!)
          const list = melee[e]!.get(u) ?? []
          list.push(p)
          melee[e]!.set(u, list)
        }
        continue
      }
      for (let e = 0; e < enemies.length; e++) {
        // e indexes enemies and the tables built from it, one entry per enemy.
        const dist = distance(map.geo, p, enemyHex[e]!)
        if (dist < 1 || dist > 4) continue
        // Another unit's hex cannot be fired from after a move (STACK.1), except the battery's own.
        if (p !== here && occ.unitAt[p]! >= 0) continue
        if (!fireCheckHexes(ctx, p, enemyHex[e]!).ok) continue
        const list = fire[e]!.get(u) ?? []
        list.push([p, rangeModifier(enemies[e]!, dist)])
        fire[e]!.set(u, list)
      }
    }
  }
  const out: AttackOption[] = []
  for (let e = 0; e < enemies.length; e++) {
    // e indexes enemies and the tables built from it, one entry per enemy.
    if (!melee[e]!.size && !fire[e]!.size) continue
    const target = enemies[e]!
    const matched = matchAttackers([...melee[e]!].map(([u, hexes]) => ({ u, hexes })))
    const used = new Set(matched.values())
    const attackers: OnMapUnit[] = []
    const attackerPlaces: AttackPlace[] = []
    for (const [id, h] of matched) {
      // A matched attacker is one of `mine`, on the map; placed() only tells the type so.
      attackers.push({ ...placed(state.units[id]!), hex: codeOf(map, h) })
      attackerPlaces.push({ unit: id, from: codeOf(map, h) })
    }
    const batteries: OnMapUnit[] = []
    const batteryPlaces: AttackPlace[] = []
    const strongest = [...fire[e]!].sort((a, b) => currentStrength(b[0]) - currentStrength(a[0]))
    for (const [b, spots] of strongest) {
      const best = spots.filter(([h]) => !used.has(h)).sort((x, y) => y[1] - x[1])[0]
      if (!best) continue
      used.add(best[0])
      batteries.push({ ...b, hex: codeOf(map, best[0]) })
      batteryPlaces.push({ unit: b.id, from: codeOf(map, best[0]) })
    }
    if (!attackers.length && !batteries.length) continue
    const attack = attackStrength(ctx, state, attackers, batteries, target).total
    const defence = defenceStrength(ctx, state, target, attackers, batteries).total
    const diff = attack - defence
    const adjacent = [...attackers, ...batteries].some((u) => distance(map.geo, hexId(map, u.hex), enemyHex[e]!) === 1)
    out.push({
      target: target.id,
      hex: target.hex,
      kind: attackers.length ? 'melee' : 'fire',
      attackers: attackerPlaces,
      batteries: batteryPlaces,
      needsMove: [...attackerPlaces, ...batteryPlaces].some((p) => p.from !== state.units[p.unit]!.hex),
      attack,
      defence,
      diff,
      pRetreat: sumOdds(diff, ['D1', 'D2']),
      pDestroy: sumOdds(diff, ['DE', 'EX']),
      // ART.6: batteries alone at a distance are never hurt by attacker results.
      pAttackerHurt: adjacent ? sumOdds(diff, ['A1', 'A2', 'AE']) : 0,
    })
  }
  return out.sort((a, b) => b.diff - a.diff)
}

/**
 * Every enemy unit the phasing side can still attack this turn, with its best single attack.
 * Movement (and rally) phase: units may first move to any hex they can still reach; combat phase:
 * only the attacks legal now. Empty while a combat's consequences are pending.
 */
export function attackOptions(ctx: Ctx, state: GameState): AttackOption[] {
  if (state.pending.length || state.phase === 'setup') return []
  if (state.phase === 'rally') return optionsFor(ctx, { ...state, phase: 'movement' }, state.side, true)
  return optionsFor(ctx, state, state.side, state.phase !== 'combat')
}

/**
 * Why attackOptions is empty, for the overlay's legend: a retreat or advance decision is pending; the units
 * that could attack have already attacked this phase (CBT.1); or no unit can reach an enemy.
 */
export function noAttackReason(state: GameState): 'pending' | 'attacked' | 'reach' {
  if (state.pending.length) return 'pending'
  if (state.phase !== 'combat') return 'reach' // last turn's marks: cleared when the combat phase begins
  const mine = Object.values(state.units).filter((u) => u.side === state.side && isOnMap(u))
  return mine.some((u) => u.attacked) ? 'attacked' : 'reach'
}

/** The side whose next attacks threatOptions lists: the enemy of the side acting now (or deciding a pending step). */
export const threatSide = (state: GameState): Side => otherSide(state.pending[0]?.side ?? state.side)

/**
 * Threats: the acting side's units the enemy could attack in its next player phase, as things stand
 * (every enemy unit with its full movement, demoralized ones excluded: they may not rally).
 */
export function threatOptions(ctx: Ctx, state: GameState): AttackOption[] {
  if (state.phase === 'setup') return []
  const enemy = threatSide(state)
  const units: GameState['units'] = {}
  for (const id in state.units) {
    const u = state.units[id]! // a key of the record itself
    units[id] =
      u.side === enemy && isOnMap(u)
        ? { ...u, mpSpent: 0, unlimberedThisPhase: false, attacked: false, phaseStartHex: u.hex }
        : u
  }
  const next: GameState = { ...state, units, side: enemy, phase: 'movement', pending: [], combat: null }
  return optionsFor(ctx, next, enemy, true)
}
