// The pending decisions (state.pending), an ordered queue whose head must be resolved first.
import { refusal, type Refusal } from '../core/refusal'
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
  const who = head.side === 'fr' ? { ru: 'французы', en: 'the French' } : { ru: 'русские', en: 'the Russians' }
  switch (head.kind) {
    case 'exchange':
      return refusal('CBT.8', 'pending.exchange', `Сначала ${who.ru} выбирают потери по результату ✱.`, `First ${who.en} must choose the exchange losses.`)
    case 'retreat':
      return refusal('CBT.10', 'pending.retreat', `Сначала ${who.ru} проводят отступление.`, `First ${who.en} must carry out the retreat.`)
    case 'advance':
      return refusal('CBT.11', 'pending.advance', `Сначала ${who.ru} решают, продвигаться ли после боя.`, `First ${who.en} must decide whether to advance after combat.`)
  }
}
