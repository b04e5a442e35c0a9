// Whether a commander placed in a hex could still leave it in his next movement phase: a way out of a pocket.
import { codeOf, Movement, type CommanderState, type GameState } from '../engine'
import type { ReachBuffers } from '../engine/ai'
import type { Board } from './board'

/**
 * A hex he could reach next phase counts as a way out when it is out of the enemy's reach and at least this many
 * hexes from the nearest enemy unit: the enemy moves first and the pocket closes behind him (commanders who followed
 * their units into the map's south-east corner, or into the forest north of the Kolocha, were taken two or three at
 * a time with the one unit left in reach).
 */
const WAY_OUT_DIST = 5

/**
 * Whether, from hex `h`, the commander's full move (CMD movement, as the board now stands) reaches a hex out of the
 * enemy's reach and WAY_OUT_DIST hexes from him. `now` is the board as the plan left it; `buffers` are the search's
 * tables, used again from one call to the next.
 */
export function hasWayOut(now: Board, s: GameState, c: CommanderState, h: number, buffers: ReachBuffers): boolean {
  if (farFromEnemy(now, h)) return true
  const from: CommanderState = { ...c, hex: codeOf(now.map, h), mpSpent: 0 }
  const r = Movement.commanderReach(now.ctx, s, from, now.occ, buffers)
  return r.ends.some((x) => farFromEnemy(now, x))
}

/** Out of his melee and fire, out of any unit's way next to it (a capture, CMD.5), and WAY_OUT_DIST from him. */
function farFromEnemy(b: Board, h: number): boolean {
  return b.threat[b.enemy][h]! <= 0 && !b.approach[b.enemy][h] && b.enemyDist[h]! >= WAY_OUT_DIST
}
