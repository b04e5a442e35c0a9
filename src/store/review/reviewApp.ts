// The app's review of its one game store, built when the app starts (store/app.ts).
import { bundle, gameStore, onStart } from '../app'
import { createReview } from './review'
import { createAnalysis, workerAnalysis } from './analysis'
import { useUi } from '../ui'

type Review = ReturnType<typeof createReview>

// Set once by startApp; read only by components and handlers, which run after it.
export let review: Review
export let useReview: Review['useReview']
/** The coach's analysis of the game (its worker is started on the first analysis). */
export let useAnalysis: ReturnType<typeof createAnalysis>

onStart(() => {
  review = createReview(bundle, gameStore)
  useReview = review.useReview
  useAnalysis = createAnalysis(bundle, gameStore, workerAnalysis)
  // A refusal or explanation is about the live board: over a reviewed position it would mislead.
  useReview.subscribe((s, p) => {
    if (!s.active || p.active) return
    if (gameStore.getState().refusal) gameStore.getState().clearRefusal()
    if (useUi.getState().explanation) useUi.getState().explain(null)
  })
})
