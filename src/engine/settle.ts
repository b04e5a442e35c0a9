// After every combat step: destroy units that cannot retreat (CBT.9), then offer the advance (CBT.11).
import { advanceChoices } from './advance'
import type { GameEvent } from './events'
import { destroyUnit } from './losses'
import type { GameMap } from './map'
import { pendingSteps, pushPending } from './pendingQueue'
import { retreatOptions, type RetreatStep } from './retreat'
import type { GameState } from './state'

export function settle(map: GameMap, s: GameState, events: GameEvent[]): void {
  for (;;) {
    const head = s.pending[0]
    if (!head) {
      if (!s.combat) return
      const offer = advanceChoices(map, s)
      if (offer) {
        pushPending(s, { kind: 'advance', side: offer.side, options: offer.options })
        events.push({ type: 'advance-offered', rule: 'CBT.11', side: offer.side, options: offer.options })
      } else {
        s.combat = null
      }
      return
    }
    if (head.kind !== 'retreat') return
    // A retreat once begun stays at the head until finished; otherwise the owner picks the order,
    // and a unit is destroyed only when no retreating unit of its side can move (another may free a hex).
    if (head.remaining < head.total) {
      if (retreatOptions(map, s, head).length > 0) return
      destroyUnit(map, s, head.unit, 'CBT.9', 'no-retreat', events)
      continue
    }
    const steps = pendingSteps(s).filter((p): p is RetreatStep => p.kind === 'retreat' && p.side === head.side)
    if (steps.some((st) => retreatOptions(map, s, st).length > 0)) return
    destroyUnit(map, s, steps[0].unit, 'CBT.9', 'no-retreat', events)
  }
}
