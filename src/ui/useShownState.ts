// The position on screen: the reviewed one while reviewing, else the live game. The board and the top bar
// must agree on it, or the bar's turn, phase and losses would describe another position.
import type { GameState } from '../engine'
import { useGame } from '../store/app'
import { useReview } from '../store/review'

export function useShownState(): { state: GameState; reviewing: boolean } {
  const live = useGame((s) => s.state)
  const reviewed = useReview((s) => (s.active ? s.state : null))
  return { state: reviewed ?? live, reviewing: reviewed !== null }
}
