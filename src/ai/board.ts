// What the AI sees of a position: who stands where, zones, terrain worth, and influence maps of
// projected strength (how much each side can bring next to each hex in its next phase).
import {
  derived,
  derivedKey,
  derivedTable,
  hexId,
  Combat,
  movementAllowance,
  otherSide,
  Movement,
  type Ctx,
  type GameMap,
  type GameState,
  type Side,
  type UnitState,
} from '../engine'
import { currentStrength, reach, reachBuffers, type DerivedKey, type Occupancy } from '../engine/ai'
import { T_BRUSH, T_VILLAGE } from '../engine/tables'
import { addBatteryFire, fireScratch } from './batteryFire'

export interface Board {
  ctx: Ctx
  map: GameMap
  state: GameState
  side: Side
  enemy: Side
  occ: Occupancy
  /** Zone of control of each side. */
  zoc: Record<Side, Uint8Array>
  /** threat[s][h]: melee strength side s could bring next to hex h in its next phase (plus battery fire). */
  threat: Record<Side, Float32Array>
  /**
   * contact[s][h]: the same without battery fire: the strength of the units of side s that could stand next to h
   * after their next move. Whether the enemy can reach a hex (close a retreat, enter a gap) is read here: a
   * battery in range threatens a hex but cannot close it.
   */
  contact: Record<Side, Float32Array>
  /**
   * bound[s][h]: the most side s can hit h with at once: battery fire and the strongest of the units that can come
   * next to h, as many as h has neighbours they can end in (one unit a hex). The end of a line with two open hexes
   * in front faces two divisions, however many could reach them.
   */
  bound: Record<Side, Float32Array>
  /**
   * mounted[s][h]: as `bound`, from side s's cavalry and battery fire only: what can hit an unlimbered battery at h
   * without the +4 it gets against an attack with infantry (CBT.6).
   */
  mounted: Record<Side, Float32Array>
  /** cavalry[s][h]: as `threat`, from side s's cavalry and battery fire only (what `mounted` bounds). */
  cavalry: Record<Side, Float32Array>
  /** Distance from each hex to the nearest enemy (of `side`) combat unit. */
  enemyDist: Int16Array
  hexOf: (u: UnitState) => number
  /**
   * The Russians judging their own units: a retreat hex the enemy can come next to counts as closed
   * (position.ts, retreatRoom). The French judge as before, their own units and the Russians' alike.
   */
  rearClosable: boolean
}

// Each side's influence map, kept with the state's other derived data (one per state, shared by every
// analysis of it: both sides' searches and the turn's many candidate positions).
const THREAT: Record<Side, DerivedKey<Influence>> = {
  fr: derivedKey('ai-threat:fr', (ctx, state) => projectedThreat(ctx, derived(ctx, state).occ, 'fr')),
  ru: derivedKey('ai-threat:ru', (ctx, state) => projectedThreat(ctx, derived(ctx, state).occ, 'ru')),
}

export interface Influence {
  /** Melee strength that can come next to each hex, plus battery fire. */
  threat: Float32Array
  /** Melee strength only. */
  contact: Float32Array
  /** As `threat`, the melee part only as much as can stand next to the hex at once. */
  bound: Float32Array
  /** As `bound`, from cavalry and battery fire only. */
  mounted: Float32Array
  /** As `threat`, from cavalry and battery fire only. */
  cavalry: Float32Array
  /** 1 where a unit of the owner, batteries aside, can end its next move (where it stands included). */
  standable: Uint8Array
}

/** `owner`'s whole influence map on this state: threat, contact, bound, mounted and cavalry (see Board), standable. */
export function influenceOf(ctx: Ctx, state: GameState, owner: Side): Influence {
  return derivedTable(ctx, state, THREAT[owner])
}

export function hexOfUnit(map: GameMap, u: UnitState): number {
  return u.hex === null ? -1 : hexId(map, u.hex)
}

/** Analyses a position from `side`'s point of view, as `judge` sees it (the side deciding; `side` by default). */
export function analyse(ctx: Ctx, state: GameState, side: Side, judge: Side = side): Board {
  const map = ctx.map
  const occ = derived(ctx, state).occ
  const enemy = otherSide(side)
  const zoc = { fr: Movement.zocMap(ctx, occ, 'fr'), ru: Movement.zocMap(ctx, occ, 'ru') }
  const inf = { fr: derivedTable(ctx, state, THREAT.fr), ru: derivedTable(ctx, state, THREAT.ru) }
  const threat = { fr: inf.fr.threat, ru: inf.ru.threat }
  const contact = { fr: inf.fr.contact, ru: inf.ru.contact }
  const bound = { fr: inf.fr.bound, ru: inf.ru.bound }
  const mounted = { fr: inf.fr.mounted, ru: inf.ru.mounted }
  const cavalry = { fr: inf.fr.cavalry, ru: inf.ru.cavalry }
  const enemyDist = new Int16Array(map.geo.n).fill(99)
  const enemies = occ.units.filter((u) => u.side === enemy).map((u) => hexId(map, u.hex))
  // Multi-source breadth-first over the neighbour table: hex distance to the nearest enemy.
  let frontier = enemies
  for (const h of frontier) enemyDist[h] = 0
  for (let d = 1; frontier.length && d < 99; d++) {
    const next: number[] = []
    for (const h of frontier) {
      for (let k = 0; k < 6; k++) {
        const n = map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
        if (n >= 0 && enemyDist[n]! > d) {
          enemyDist[n] = d
          next.push(n)
        }
      }
    }
    frontier = next
  }
  const rearClosable = side === 'ru' && judge === 'ru'
  return {
    ctx,
    map,
    state,
    side,
    enemy,
    occ,
    zoc,
    threat,
    contact,
    bound,
    mounted,
    cavalry,
    enemyDist,
    hexOf: (u) => hexOfUnit(map, u),
    rearClosable,
  }
}

/**
 * Influence map of projected strength: for every hex, the summed attack strength of `owner`'s units
 * that could stand next to it (and melee it) after their next movement, plus the fire of batteries
 * in range, and its `contact` (no fire) and `bound` (no more units than can stand next to the hex) parts, and the
 * same from cavalry and fire alone (`cavalry`, `mounted`: what meets no battery's +4, CBT.6).
 * Movement uses the engine's own reach with the other side's zones as they are now.
 */
function projectedThreat(ctx: Ctx, occ: Occupancy, owner: Side): Influence {
  const { map } = ctx
  const n = map.geo.n
  const contact = new Float32Array(n)
  const fire = new Float32Array(n)
  const mark = new Int32Array(n).fill(-1)
  // Hexes some unit of `owner` can end its move in, and for each hex the strongest six that can come next to it
  // (no hex has more neighbours to attack from), strongest first: kept in place, no list a hex (one map a state).
  const standable = new Uint8Array(n)
  const strongest = new Float32Array(n * 6)
  const kept = new Uint8Array(n)
  // The same for cavalry alone (`mounted`).
  const strongestCav = new Float32Array(n * 6)
  const keptCav = new Uint8Array(n)
  const cavalry = new Float32Array(n)
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
      addBatteryFire(ctx, occ, u, owner, enemyZoc, enemyZoc[h] === 1, tables, scratch, fire)
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
      for (let k = 0; k < 6; k++) {
        const t = map.geo.neighbor[e * 6 + k]! // e is a hex id, k < 6
        if (t < 0 || mark[t] === stamp) continue
        if (Combat.meleeBarrier(ctx, e, t)) continue
        mark[t] = stamp
        contact[t]! += str
        keepStrongest(strongest, kept, t, str)
        if (u.type === 'cavalry') {
          cavalry[t]! += str
          keepStrongest(strongestCav, keptCav, t, str)
        }
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
  return { threat, contact, bound, mounted, cavalry, standable }
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

/** Defensive worth of a hex's terrain (CBT.6): village, brush, redoubt, high ground. */
export function terrainDefence(map: GameMap, h: number): number {
  let v = 0
  if (map.terrain[h] === T_VILLAGE) v += 2
  if (map.terrain[h] === T_BRUSH) v += 1
  if (map.redoubt[h]) v += 3
  else v += (map.level[h]! - 1) * 0.6 // h is a hex id: every hex has a level
  return v
}

/** Key terrain the Russians hold: redoubts, villages, heights. */
export function keyTerrain(map: GameMap, h: number): number {
  return (map.redoubt[h] ? 3 : 0) + (map.terrain[h] === T_VILLAGE ? 1.5 : 0) + (map.level[h] === 3 ? 1 : 0)
}

/** Friendly combat units next to a hex (support and a continuous line). */
export function friendsAround(b: Board, h: number, side: Side, except?: string): number {
  let n = 0
  for (let k = 0; k < 6; k++) {
    const t = b.map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
    if (t < 0) continue
    const i = b.occ.unitAt[t]! // -1 or an index into occ.units for every hex id
    if (i >= 0 && b.occ.units[i]!.side === side && b.occ.units[i]!.id !== except) n++
  }
  return n
}

/** Enemy (of `side`) combat units next to a hex that a unit there could melee. */
export function meleeableEnemies(ctx: Ctx, occ: Occupancy, side: Side, h: number): UnitState[] {
  const out: UnitState[] = []
  for (let k = 0; k < 6; k++) {
    const t = ctx.map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
    if (t < 0) continue
    const i = occ.unitAt[t]! // -1 or an index into occ.units for every hex id
    if (i >= 0 && occ.units[i]!.side !== side && !Combat.meleeBarrier(ctx, h, t)) out.push(occ.units[i]!)
  }
  return out
}
