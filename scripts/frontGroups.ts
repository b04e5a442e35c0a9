// How one side's front hangs together after a movement phase (issue 29: a wargamer saw the Hard Russians "scattered,
// with no continuous line"). Read by scripts/ai-ground.ts.
import { distance } from '../src/core/geometry'
import { derived, hexId, type Ctx, type GameState, type Side } from '../src/engine'
import { exertsZoc } from '../src/engine/ai'
import { unitDistance } from '../src/ai/unitDistance'

/**
 * A unit counts as in the front when it stands this many hexes or fewer from the nearest enemy unit: as far as the
 * Hard Russians' opening line stood when the figures in docs/balance.md were taken. Fixed, so that they stay
 * comparable if the line moves.
 */
export const FRONT_DEPTH = 7

export interface FrontShape {
  /** The side's units in the front that exert a zone: in good order, and a battery only unlimbered (ZOC.2). */
  units: number
  /** Groups they make, two units joined when at most one hex lies between them. */
  groups: number
  /** Units in the largest group. */
  largest: number
}

/**
 * The side's front on `state`: its units that exert a zone within FRONT_DEPTH hexes of the enemy, grouped. Two units
 * with at most one hex between them belong together: an enemy infantry or artillery unit stepping into that hex enters
 * both their zones and stops (ZOC.2, ZOC.4; cavalry rides on, ZOC.5). The count is geometric: it does not ask whether
 * a zone stops at a forest or a river (ZOC.3), so it reads a line as a little more continuous than the rules make it.
 */
export function frontShape(ctx: Ctx, state: GameState, side: Side): FrontShape {
  const map = ctx.map
  const enemyDist = unitDistance(ctx, state, side === 'ru' ? 'fr' : 'ru')
  const hexes = derived(ctx, state)
    .occ.units.filter((u) => u.side === side && exertsZoc(u))
    .map((u) => hexId(map, u.hex))
    .filter((h) => enemyDist[h]! <= FRONT_DEPTH) // h: a hex id of a unit on the map
  const group = hexes.map((_, i) => i)
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)))
  for (let i = 0; i < hexes.length; i++)
    for (let j = i + 1; j < hexes.length; j++)
      if (distance(map.geo, hexes[i]!, hexes[j]!) <= 2) group[root(i)] = root(j)
  const sizes = new Map<number, number>()
  for (let i = 0; i < hexes.length; i++) sizes.set(root(i), (sizes.get(root(i)) ?? 0) + 1)
  return { units: hexes.length, groups: sizes.size, largest: Math.max(0, ...sizes.values()) }
}
