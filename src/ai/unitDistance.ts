// Hex distance from every hex to the nearest unit of a side, kept with the state: the plans read the enemy's
// (Board.enemyDist) and the pocket map reads it to find the rear (pocket.ts).
import { derived, derivedKey, derivedTable, hexId, type Ctx, type GameState, type Side } from '../engine'
import { type DerivedKey } from '../engine/ai'

/** Distance given to a hex farther than any on the map can be (and to every hex when the side has no unit). */
const FAR = 99

const DIST: Record<Side, DerivedKey<Int16Array>> = {
  fr: derivedKey('ai-unit-distance:fr', (ctx, state) => distanceFrom(ctx, state, 'fr')),
  ru: derivedKey('ai-unit-distance:ru', (ctx, state) => distanceFrom(ctx, state, 'ru')),
}

/** Hex distance to the nearest unit of `owner` (FAR at most). Read-only: shared by every reader of the state. */
export function unitDistance(ctx: Ctx, state: GameState, owner: Side): Int16Array {
  return derivedTable(ctx, state, DIST[owner])
}

// Multi-source breadth-first over the neighbour table.
function distanceFrom(ctx: Ctx, state: GameState, owner: Side): Int16Array {
  const { map } = ctx
  const dist = new Int16Array(map.geo.n).fill(FAR)
  let frontier = derived(ctx, state)
    .occ.units.filter((u) => u.side === owner)
    .map((u) => hexId(map, u.hex))
  for (const h of frontier) dist[h] = 0
  for (let d = 1; frontier.length && d < FAR; d++) {
    const next: number[] = []
    for (const h of frontier)
      for (let k = 0; k < 6; k++) {
        const y = map.geo.neighbor[h * 6 + k]! // h is a hex id, k < 6
        if (y >= 0 && dist[y]! > d) {
          dist[y] = d
          next.push(y)
        }
      }
    frontier = next
  }
  return dist
}
