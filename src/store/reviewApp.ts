// The app's review of its one game store.
import { bundle, gameStore } from './app'
import { createReview } from './review'

export const review = createReview(bundle, gameStore)
export const useReview = review.useReview
