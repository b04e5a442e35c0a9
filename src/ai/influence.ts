// Each side's influence map: where its units can strike next phase, by melee and by fire, hex by hex. The plans
// read a position through it (board.ts) and weigh a unit's danger with it (position.ts).
import {
  Combat,
  derived,
  derivedTable,
  derivedKey,
  hexId,
  movementAllowance,
  Movement,
  otherSide,
  type Ctx,
  type GameState,
  type Side,
} from '../engine'
import { currentStrength, reach, reachBuffers, type DerivedKey, type Occupancy } from '../engine/ai'
import { addBatteryFire, addStandingFire, fireScratch, firingHexes } from './batteryFire'

// Each side's influence map, kept with the state's other derived data (one per state, shared by every
// analysis of it: both sides' searches and the turn's many candidate positions).
// Two readings: batteries firing from where they can move to (`gunsMove`) or only from where they stand (Easy).
const threatKey = (owner: Side, gunsMove: boolean): DerivedKey<Influence> =>
  derivedKey(`ai-threat:${owner}:${gunsMove ? 'moving' : 'standing'}`, (ctx, state) =>
    projectedThreat(ctx, derived(ctx, state).occ, owner, gunsMove),
  )
const THREAT: Record<'moving' | 'standing', Record<Side, DerivedKey<Influence>>> = {
  moving: { fr: threatKey('fr', true), ru: threatKey('ru', true) },
  standing: { fr: threatKey('fr', false), ru: threatKey('ru', false) },
}

export interface Influence {
  /** Melee strength that can come next to each hex, plus battery fire. */
  threat: Float32Array
  /** Melee strength only. */
  contact: Float32Array
  /** As `contact`, from infantry alone: what can close a way for good (cavalry rides round, pocket.ts). */
  infantry: Float32Array
  /** As `threat`, the melee part only as much as can stand next to the hex at once. */
  bound: Float32Array
  /** As `bound`, from cavalry and battery fire only. */
  mounted: Float32Array
  /** As `threat`, from cavalry and battery fire only. */
  cavalry: Float32Array
  /** 1 where a unit of the owner, batteries aside, can end its next move (where it stands included). */
  standable: Uint8Array
  /**
   * 1 in and next to where a unit of the owner, batteries included, stands or can end its next move, across a forest's
   * edge or a river side too: where a commander alone is captured (CMD.5), and where a unit destroyed by fire takes its
   * commanders with it. Read with the guns standing (Easy, `gunsMove` false), a battery counts where it stands.
   */
  approach: Uint8Array
}

/**
 * `owner`'s whole influence map on this state: threat, contact, bound, mounted and cavalry (see Board), standable;
 * `gunsMove` as PlanParams.gunsMove.
 */
export function influenceOf(ctx: Ctx, state: GameState, owner: Side, gunsMove = true): Influence {
  return derivedTable(ctx, state, THREAT[gunsMove ? 'moving' : 'standing'][owner])
}

/**
 * Influence map of projected strength: for every hex, the summed attack strength of `owner`'s units
 * that could stand next to it (and melee it) after their next movement, plus the fire of batteries
 * in range, and its `contact` (no fire) and `bound` (no more units than can stand next to the hex) parts, and the
 * same from cavalry and fire alone (`cavalry`, `mounted`: what meets no battery's +4, CBT.6).
 * Movement uses the engine's own reach with the other side's zones as they are now.
 */
function projectedThreat(ctx: Ctx, occ: Occupancy, owner: Side, gunsMove: boolean): Influence {
  const { map } = ctx
  const n = map.geo.n
  const contact = new Float32Array(n)
  const fire = new Float32Array(n)
  const mark = new Int32Array(n).fill(-1)
  // Hexes some unit of `owner` can end its move in, and for each hex the strongest six that can come next to it
  // (no hex has more neighbours to attack from), strongest first: kept in place, no list a hex (one map a state).
  const standable = new Uint8Array(n)
  const approach = new Uint8Array(n)
  const near = (e: number): void => {
    approach[e] = 1
    for (let k = 0; k < 6; k++) {
      const t = map.geo.neighbor[e * 6 + k]! // e is a hex id, k < 6
      if (t >= 0) approach[t] = 1
    }
  }
  const strongest = new Float32Array(n * 6)
  const kept = new Uint8Array(n)
  // The same for cavalry alone (`mounted`).
  const strongestCav = new Float32Array(n * 6)
  const keptCav = new Uint8Array(n)
  const cavalry = new Float32Array(n)
  const infantry = new Float32Array(n)
  const enemyZoc = Movement.zocMap(ctx, occ, otherSide(owner))
  // One set of search tables for every unit: each reach is read before the next search.
  const tables = reachBuffers(ctx)
  const scratch = fireScratch(n)
  let stamp = 0
  for (const u of occ.units) {
    if (u.side !== owner) continue
    const h = hexId(map, u.hex)
    if (u.type === 'artillery') {
      // A battery threatens by fire within its range, from where it stands or where it can move to (batteryFire.ts).
      if (gunsMove) {
        const ends = firingHexes(ctx, occ, u, owner, enemyZoc, tables)
        addBatteryFire(ctx, u, ends, scratch, fire)
        for (const e of ends) near(e)
      } else {
        addStandingFire(ctx, u, fire)
        near(h)
      }
      continue
    }
    // Demoralized units may rally before they attack: half weight.
    const str = currentStrength(u) * (u.demoralized ? 0.5 : 1) + (u.type === 'cavalry' ? 1 : 0)
    stamp++
    const inZoc = u.type !== 'cavalry' && enemyZoc[h] === 1
    const ends: number[] = [h]
    if (!inZoc) {
      // A demoralized unit that rallies at the start of its phase (RALLY.2) moves with its full allowance.
      const budget = u.demoralized ? u.front.mp : movementAllowance(u)
      const r = reach(
        ctx,
        {
          occ,
          enemyZoc: u.type === 'cavalry' ? null : enemyZoc,
          mover: u.type,
          side: owner,
          origin: h,
          budget,
          plainBudget: budget,
        },
        tables,
      )
      for (const e of r.ends) ends.push(e)
    }
    for (const e of ends) {
      approach[e] = 1
      for (let k = 0; k < 6; k++) {
        const t = map.geo.neighbor[e * 6 + k]! // e is a hex id, k < 6
        if (t < 0) continue
        approach[t] = 1
        if (mark[t] === stamp) continue
        if (Combat.meleeBarrier(ctx, e, t)) continue
        mark[t] = stamp
        contact[t]! += str
        keepStrongest(strongest, kept, t, str)
        if (u.type === 'cavalry') {
          cavalry[t]! += str
          keepStrongest(strongestCav, keptCav, t, str)
        } else infantry[t]! += str
      }
      standable[e] = 1
    }
  }
  const threat = new Float32Array(n)
  const bound = new Float32Array(n)
  const mounted = new Float32Array(n)
  for (let t = 0; t < n; t++) {
    threat[t] = contact[t]! + fire[t]!
    cavalry[t]! += fire[t]!
    bound[t] = fire[t]!
    mounted[t] = fire[t]!
    if (!kept[t]) continue
    let places = 0
    for (let k = 0; k < 6; k++) {
      const e = map.geo.neighbor[t * 6 + k]! // t is a hex id, k < 6
      if (e >= 0 && standable[e] && !Combat.meleeBarrier(ctx, e, t)) places++
    }
    for (let i = 0; i < Math.min(places, kept[t]!); i++) bound[t]! += strongest[t * 6 + i]!
    for (let i = 0; i < Math.min(places, keptCav[t]!); i++) mounted[t]! += strongestCav[t * 6 + i]!
  }
  return { threat, contact, infantry, bound, mounted, cavalry, standable, approach }
}

/** Puts `str` among hex t's six strongest (slots t·6 … t·6+5, strongest first), dropping the weakest when full. */
function keepStrongest(strongest: Float32Array, kept: Uint8Array, t: number, str: number): void {
  const base = t * 6
  let i = Math.min(kept[t]!, 5)
  if (kept[t] === 6 && strongest[base + 5]! >= str) return
  while (i > 0 && strongest[base + i - 1]! < str) {
    strongest[base + i] = strongest[base + i - 1]!
    i--
  }
  strongest[base + i] = str
  if (kept[t]! < 6) kept[t]!++
}
