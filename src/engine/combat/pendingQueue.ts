// The pending decisions (state.pending), an ordered queue whose head must be resolved first.
import { refuse, type Refusal } from '../core/refusal'
import type { GameState, PendingStep } from '../core/state'

export function pendingSteps(state: GameState): PendingStep[] {
  return state.pending
}

export function setPendingSteps(s: GameState, steps: PendingStep[]): void {
  s.pending = steps
}

export function pushPending(s: GameState, step: PendingStep): void {
  s.pending.push(step)
}

export function removePending(s: GameState, pred: (p: PendingStep) => boolean): void {
  if (s.pending.some(pred)) s.pending = s.pending.filter((p) => !pred(p))
}

/** Why nothing but the pending decision is accepted now (names who must act). */
export function pendingRefusal(head: PendingStep): Refusal {
  switch (head.kind) {
    case 'exchange':
      return refuse('CBT.8', 'pending.exchange', { side: head.side })
    case 'retreat':
      return refuse('CBT.10', 'pending.retreat', { side: head.side })
    case 'advance':
      return refuse('CBT.11', 'pending.advance', { side: head.side })
  }
}
