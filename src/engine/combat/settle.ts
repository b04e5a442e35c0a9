// After every combat step: destroy units that cannot retreat (CBT.9), then offer the advance (CBT.11).
import type { Ctx } from '../core/commands'
import { edit } from '../core/working'
import { advanceChoices } from './advance'
import type { GameEvent } from '../core/events'
import { destroyUnit } from './losses'
import { pendingSteps, pushPending } from './pendingQueue'
import { retreatOptions, type RetreatStep } from './retreat'
import type { GameState } from '../core/state'

/**
 * Runs on a finished (plain, frozen) state, outside immer: the questions it asks read many units,
 * which is slow through a draft. Each change it makes is its own small produce.
 */
export function settle(ctx: Ctx, state: GameState, events: GameEvent[]): GameState {
  let s = state
  for (;;) {
    const head = s.pending[0]
    if (!head) {
      if (!s.combat) return s
      const offer = advanceChoices(ctx, s)
      return edit(s, (d) => {
        if (offer) {
          pushPending(d, { kind: 'advance', side: offer.side, options: offer.options })
          events.push({ type: 'advance-offered', rule: 'CBT.11', side: offer.side, options: offer.options })
        } else {
          d.combat = null
        }
      })
    }
    if (head.kind !== 'retreat') return s
    // A retreat once begun stays at the head until finished; otherwise the owner picks the order,
    // and a unit is destroyed only when no retreating unit of its side can move (another may free a hex).
    let doomed: string
    if (head.remaining < head.total) {
      if (retreatOptions(ctx, s, head).length > 0) return s
      doomed = head.unit
    } else {
      const steps = pendingSteps(s).filter((p): p is RetreatStep => p.kind === 'retreat' && p.side === head.side)
      if (steps.some((st) => retreatOptions(ctx, s, st).length > 0)) return s
      doomed = steps[0]!.unit // head itself is one of them
    }
    s = edit(s, (d) => destroyUnit(ctx, d, doomed, 'CBT.9', 'no-retreat', events))
  }
}
