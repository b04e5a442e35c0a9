// «Фаланга»'s coach hint on the screen: the control over the Phalanx store (src/store/hint), talking to its own
// worker (started on the first hint), put away while the game is reviewed, the tutorial runs or hints are off; the
// h key and the panel's «Play it» act through it.
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { hintFacts, type PhHintFacts, type PhState } from '../../../phalanx'
import { connectPhWorker } from '../../../store/ai'
import { createPhHintControl, hintSettings, phHintSide, type PhHintView } from '../../../store/hint'
import { ctx, mayAct, phalanxStore } from '../../../store/phalanx'
import { phHintLevel } from './hintLevel'
import { usePhUi } from '../phUi'

/** The screen keeps no hint while the game is reviewed, the tutorial runs or the other side plays at a distance. */
const blocked = (): boolean => {
  const ui = usePhUi.getState()
  return ui.review !== null || ui.tutorial !== null || !mayAct(phalanxStore.getState())
}

export const phHint = createPhHintControl({
  game: phalanxStore,
  connect: connectPhWorker,
  blocked,
  seed: Math.floor(Math.random() * 2 ** 31),
})

usePhUi.subscribe((s, p) => {
  if (s.review !== p.review || s.tutorial !== p.tutorial) phHint.close()
})
hintSettings.subscribe((s) => {
  if (!s.enabled) phHint.close()
})

export function usePhHint<T>(selector: (v: PhHintView) => T): T {
  return useStore(phHint.view, selector)
}

/** Asks for a hint now, as the button would (the h key): when hints are on and the person is to act. */
export function askPhHint(): void {
  // Read at the moment of the key press.
  const g = phalanxStore.getState()
  const side = phHintSide(g)
  if (!hintSettings.getState().enabled || side === null || blocked() || g.handoverFor) return
  phHint.ask(phHintLevel(g.players, side))
}

/** Plays the hinted command; the selection made for another step is dropped with it. */
export function playPhHint(): void {
  if (!phHint.apply()) return
  const ui = usePhUi.getState()
  ui.select(null)
  ui.setTarget(null)
}

/** The facts of the hint shown for `state` (none when the hint is about another position or not ready). */
export function usePhHintFacts(state: PhState): PhHintFacts | null {
  const plan = usePhHint((v) => (v.status === 'ready' ? v.plan : null))
  const asked = usePhHint((v) => v.state)
  return useMemo(() => (plan && asked === state ? hintFacts(ctx, state, plan) : null), [plan, asked, state])
}
