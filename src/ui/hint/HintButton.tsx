// The coach's hint button: asks the computer player (the level chosen for taking a side over; Normal by default)
// for the next step on the person's side. While it thinks the button shows the seconds passing and cancels the
// request when pressed again; the board stays in use (the thinking is in the worker). Hidden in a «no help» game.
import { useEffect, useState } from 'react'
import { useAi } from '../../store/ai'
import { useGame } from '../../store/app'
import { hints, hintSide, useHint, useHintsEnabled } from '../../store/hint'
import { useReview } from '../../store/review'
import { hintInLesson, useTutorial } from '../../store/tutorial'
import { useT } from '../useT'
import { useUi } from '../../store/ui'
import { decimalOf, type Lang } from '../../i18n'

/** Whether a hint can be asked now: hints on, the person to decide, not in a review; in a lesson, only at the step
 * that teaches the hint (elsewhere a lesson asks for its own steps). */
export function useHintAvailable(): boolean {
  const enabled = useHintsEnabled()
  const side = useGame(hintSide)
  const reviewing = useReview((s) => s.active)
  const lessonAllows = useTutorial(hintInLesson)
  return enabled && side !== null && !reviewing && lessonAllows
}

/** The thinking time so far, in tenths of a second. */
function Elapsed({ since, say, lang }: { since: number; say: (s: string) => string; lang: Lang }) {
  const [now, setNow] = useState(() => performance.now())
  useEffect(() => {
    const id = setInterval(() => setNow(performance.now()), 200)
    return () => clearInterval(id)
  }, [])
  return <>{say(decimalOf(Math.max(0, now - since) / 1000, lang))}</>
}

export function HintButton() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const available = useHintAvailable()
  const status = useHint((v) => v.status)
  const since = useHint((v) => v.since)
  const level = useAi((s) => s.takeOverLevel)
  if (!available) return null
  const thinking = status === 'thinking'
  return (
    <button
      type="button"
      className={thinking ? 'hint-button thinking' : 'hint-button'}
      data-testid="hint"
      data-state={status}
      aria-busy={thinking}
      title={thinking ? t.hint.cancel : `${t.hint.button} (h)`}
      onClick={() => (thinking ? hints()?.close() : hints()?.ask(level))}
    >
      {thinking ? (
        <>
          <span className="ai-spinner" aria-hidden="true" />{' '}
          <Elapsed since={since ?? 0} say={t.hint.thinking} lang={lang} />
        </>
      ) : (
        <>{t.hint.button} (h)</>
      )}
    </button>
  )
}
