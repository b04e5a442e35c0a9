// Review of a Phalanx game: step through the record; the board shows the position after each command,
// and the bar says what that command did. The game itself is untouched. The opponent's turn received by mail is
// reviewed the same way, within that turn, under its own title (mailTurn).
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
  const turn = usePhUi((s) => s.mailTurn)
  const { setReview } = usePhUiActions()
  // A received turn is stepped through within itself: from the position before it to the one it reached.
  const shown = turn && pos !== null && pos >= turn.from && pos <= Math.min(turn.to, total) ? turn : null
  const lo = shown ? shown.from : 0
  const hi = shown ? Math.min(shown.to, total) : total
  const go = (p: number) => {
    const to = clampInt(p, lo, hi)
    if (to !== null) setReview(to)
  }
  useEffect(() => {
    if (pos === null) return
    const onKey = (e: KeyboardEvent) => {
      if (usePhUi.getState().dialog) return
      if (e.key === 'ArrowRight') go(pos + 1)
      else if (e.key === 'ArrowLeft') go(pos - 1)
      else if (e.key === 'Escape') setReview(null)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  if (pos === null) return null
  // At the turn's start nothing of it is shown yet: the line says what the steps will show. Within a received turn a
  // phase's end is said too (its step would show nothing else).
  const what =
    shown && pos === shown.from
      ? []
      : (events[pos - 1] ?? []).filter((e) => e.kind !== 'phaseStarted' || (shown && pos > lo))
  const r = t.ui.review
  const m = t.mail.turn
  return (
    <div
      className={shown ? `ph-review ph-mail-turn ${shown.side}` : 'ph-review'}
      data-testid="review-banner"
      data-position={pos}
      data-mail-turn={shown?.side}
      role="region"
      aria-label={shown ? m.title(shown.side) : r.title}
    >
      <div className="ph-review-head">
        <b>{shown ? m.title(shown.side) : r.title}</b>{' '}
        <span>{shown ? (pos > lo ? m.step(pos - lo, hi - lo) : '') : r.step(pos, total)}</span>
        <button type="button" data-testid="review-start" disabled={pos <= lo} onClick={() => go(lo)}>
          {shown ? m.first : r.start}
        </button>
        <button type="button" data-testid="review-back" disabled={pos <= lo} onClick={() => go(pos - 1)}>
          {r.back}
        </button>
        <button
          type="button"
          className={shown && pos < hi ? 'primary' : undefined}
          data-testid="review-forward"
          disabled={pos >= hi}
          onClick={() => go(pos + 1)}
        >
          {r.forward}
        </button>
        <button
          type="button"
          className={shown && pos >= hi ? 'primary' : undefined}
          data-testid="review-close"
          onClick={() => setReview(null)}
        >
          {shown ? m.close : r.close}
        </button>
      </div>
      <span className="ph-review-what">
        {shown && pos === lo && m.before(shown.side)}
        {what.map((e: PhEvent, i) => (
          <span key={i}>
            {(t.ph.event[e.kind] as (e: PhEvent, n: (id: string) => string) => string)(e, t.ph.unitName)}{' '}
          </span>
        ))}
      </span>
    </div>
  )
}
