// The coach's hint button: asks the computer player (the level chosen for taking a side over; Normal by default)
// for the next step on the person's side. While it thinks the button shows the seconds passing and cancels the
// request when pressed again; the board stays in use (the thinking is in the worker). Hidden in a «no help» game.
import { useAi } from '../../store/ai'
import { useGame } from '../../store/app'
import { hintLevel } from '../../store/game'
import { hints, hintSide, useHint, useHintsEnabled } from '../../store/hint'
import { useReview } from '../../store/review'
import { hintInLesson, useTutorial } from '../../store/tutorial'
import { HintButtonView } from './HintButtonView'

/** Whether a hint can be asked now: hints on, the person to decide, not in a review; in a lesson, only at the step
 * that teaches the hint (elsewhere a lesson asks for its own steps). */
export function useHintAvailable(): boolean {
  const enabled = useHintsEnabled()
  const side = useGame(hintSide)
  const reviewing = useReview((s) => s.active)
  const lessonAllows = useTutorial(hintInLesson)
  return enabled && side !== null && !reviewing && lessonAllows
}

export function HintButton() {
  const available = useHintAvailable()
  const status = useHint((v) => v.status)
  const since = useHint((v) => v.since)
  const takeOver = useAi((s) => s.takeOverLevel)
  const players = useGame((g) => g.players)
  const side = useGame(hintSide)
  if (!available || !side) return null
  const level = hintLevel(players, side, takeOver)
  return (
    <HintButtonView status={status} since={since} onAsk={() => hints()?.ask(level)} onCancel={() => hints()?.close()} />
  )
}
