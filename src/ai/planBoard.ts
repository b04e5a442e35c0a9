// The board as a movement plan leaves it, for what is placed last (batteries, commanders).
import { derived, type GameState } from '../engine'
import { type Board } from './board'
import { type Influence } from './influence'

/**
 * Our units where the plan has put them (their retreat room, their hosts), and the enemy's reach through them:
 * `reach` is his influence on `state`. He has not moved, so his zones and distances stay the phase's.
 */
export function boardAsPlanned(b: Board, state: GameState, reach: Influence): Board {
  const e = b.enemy
  return {
    ...b,
    state,
    occ: derived(b.ctx, state).occ,
    threat: { ...b.threat, [e]: reach.threat },
    contact: { ...b.contact, [e]: reach.contact },
    bound: { ...b.bound, [e]: reach.bound },
    mounted: { ...b.mounted, [e]: reach.mounted },
    cavalry: { ...b.cavalry, [e]: reach.cavalry },
    approach: { ...b.approach, [e]: reach.approach },
  }
}
