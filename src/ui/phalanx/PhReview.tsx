// Review of a Phalanx game: step through the record; the board shows the position after each command,
// and the bar says what that command did. The game itself is untouched.
import { useEffect, useMemo } from 'react'
import { replay, type PhEvent, type PhState } from '../../phalanx'
import { initialState, ctx, usePh } from '../../store/phalanx'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'
import { clampInt } from '../../core'
import { usePhUiActions } from './phStoreActions'

/** The reviewed position, or null when not reviewing. */
export function useReviewed(): PhState | null {
  const asked = usePhUi((s) => s.review)
  const commands = usePh((s) => s.commands)
  const options = usePh((s) => s.options)
  const dice = usePh((s) => s.dice)
  const pos = asked === null ? null : Math.min(asked, commands.length)
  return useMemo(
    () => (pos === null ? null : replay(initialState(options), commands.slice(0, pos), ctx, dice).state),
    [pos, commands, options, dice],
  )
}

export function PhReviewBar() {
  const t = usePhT()
  const events = usePh((s) => s.events)
  const total = events.length
  const asked = usePhUi((s) => s.review)
  const pos = asked === null ? null : Math.min(asked, total)
  const { setReview } = usePhUiActions()
  const go = (p: number) => {
    const to = clampInt(p, 0, total)
    if (to !== null) setReview(to)
  }
  useEffect(() => {
    if (pos === null) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(pos + 1)
      else if (e.key === 'ArrowLeft') go(pos - 1)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  if (pos === null) return null
  const shown = (events[pos - 1] ?? []).filter((e) => e.kind !== 'phaseStarted')
  const r = t.ui.review
  return (
    <div className="ph-review" data-testid="review-banner" data-position={pos}>
      <b>{r.title}</b> <span>{r.step(pos, total)}</span>
      <button type="button" onClick={() => go(0)}>
        {r.start}
      </button>
      <button type="button" data-testid="review-back" onClick={() => go(pos - 1)}>
        {r.back}
      </button>
      <button type="button" data-testid="review-forward" onClick={() => go(pos + 1)}>
        {r.forward}
      </button>
      <button type="button" data-testid="review-close" onClick={() => setReview(null)}>
        {r.close}
      </button>
      <span className="ph-review-what">
        {shown.map((e: PhEvent, i) => (
          <span key={i}>
            {(t.ph.event[e.kind] as (e: PhEvent, n: (id: string) => string) => string)(e, t.ph.unitName)}{' '}
          </span>
        ))}
      </span>
    </div>
  )
}
