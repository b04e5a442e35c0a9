// Review mode: the live game's refusal does not stay over the reviewed board (the top bar: review.spec.ts).
import { describe, expect, it } from 'vitest'
import { gameStore, startApp } from '../../src/store/app'
import { review } from '../../src/store/review/reviewApp'
import { useUi } from '../../src/store/ui/uiStore'

await startApp()
const game = () => gameStore.getState()

describe('review', () => {
  it('clears the live game’s refusal and the last explanation when it opens', () => {
    game().newGame('historical', 7)
    // A move during the rally phase is refused.
    game().dispatch({ type: 'move', unit: 'fr-I-4', path: ['1520', '1519'] })
    const refusal = game().refusal
    expect(refusal).not.toBeNull()
    if (refusal) useUi.getState().explain(refusal)
    review.useReview.getState().open(0)
    expect(game().refusal).toBeNull()
    expect(useUi.getState().explanation).toBeNull()
    review.useReview.getState().live()
  })
})
