// What the AI sees of a position: who stands where, zones, terrain worth, and influence maps of
// projected strength (how much each side can bring next to each hex in its next phase).
import {
  derived,
  hexId,
  lastTurnOf,
  Combat,
  otherSide,
  Movement,
  type Ctx,
  type GameMap,
  type GameState,
  type Side,
  type UnitState,
} from '../engine'
import { type Occupancy } from '../engine/ai'
import { T_BRUSH, T_VILLAGE } from '../engine/tables'
import { influenceOf } from './influence'
import { cutOffMap } from './pocket'
import { unitDistance } from './unitDistance'

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
  /**
   * approach[s][h]: 1 in and next to where a unit of side s, a battery too, stands or can end its next move, across a
   * forest's edge or a river side too: where a commander alone would be captured (CMD.5). Influence.approach.
   */
  approach: Record<Side, Uint8Array>
  /** Distance from each hex to the nearest enemy (of `side`) combat unit (unitDistance.ts; read-only, shared). */
  enemyDist: Int16Array
  hexOf: (u: UnitState) => number
  /**
   * The Russians judging their own units: a retreat hex the enemy can come next to counts as closed
   * (position.ts, retreatRoom). The French judge as before, their own units and the Russians' alike.
   */
  rearClosable: boolean
  /** Batteries' fire counted from where they can move to (PlanParams.gunsMove); the plans read the maps this way. */
  gunsMove: boolean
  /**
   * The Russians judging their own units, a phase that another enemy phase follows: 1 on every hex where a unit would
   * be cut off from its rear (pocket.ts); null otherwise.
   */
  cutOff: Uint8Array | null
}

export function hexOfUnit(map: GameMap, u: UnitState): number {
  return u.hex === null ? -1 : hexId(map, u.hex)
}

/**
 * Analyses a position from `side`'s point of view, as `judge` sees it (the side deciding; `side` by default), counting
 * batteries' fire from where they can move to or only where they stand (`gunsMove`, PlanParams.gunsMove).
 */
export function analyse(ctx: Ctx, state: GameState, side: Side, judge: Side = side, gunsMove = true): Board {
  const map = ctx.map
  const occ = derived(ctx, state).occ
  const enemy = otherSide(side)
  const zoc = { fr: Movement.zocMap(ctx, occ, 'fr'), ru: Movement.zocMap(ctx, occ, 'ru') }
  const inf = { fr: influenceOf(ctx, state, 'fr', gunsMove), ru: influenceOf(ctx, state, 'ru', gunsMove) }
  const threat = { fr: inf.fr.threat, ru: inf.ru.threat }
  const contact = { fr: inf.fr.contact, ru: inf.ru.contact }
  const bound = { fr: inf.fr.bound, ru: inf.ru.bound }
  const mounted = { fr: inf.fr.mounted, ru: inf.ru.mounted }
  const cavalry = { fr: inf.fr.cavalry, ru: inf.ru.cavalry }
  const approach = { fr: inf.fr.approach, ru: inf.ru.approach }
  const enemyDist = unitDistance(ctx, state, enemy)
  const rearClosable = side === 'ru' && judge === 'ru'
  // In the Russians' last phase no French phase follows (SEQ.2): a pocket costs nothing more.
  const cutOff = rearClosable && state.turn < lastTurnOf(state) ? cutOffMap(ctx, state, gunsMove) : null
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
    approach,
    enemyDist,
    hexOf: (u) => hexOfUnit(map, u),
    rearClosable,
    gunsMove,
    cutOff,
  }
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
