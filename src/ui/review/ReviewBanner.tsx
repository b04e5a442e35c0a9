// The review banner over the board: where we are, step and jump controls, back to the game, continue from here.
// While it is shown ←/→ and PageUp/PageDown step and Home/End jump (before the board's own keys, which would pan);
// on the board reached by keyboard ←/→ move the hex cursor as in play, so there PageUp/PageDown step; after a
// pointer press on the board ←/→ still step.
import { useEffect, useMemo } from 'react'
import { bundle, useGame } from '../../store/app'
import { review, useReview } from '../../store/review'
import { browserStorage } from '../../store/game'
import { useUi } from '../../store/ui'
import { turnTime } from '../../engine'
import { positionText } from './format'
import { useRT } from './useRT'
import { useReviewActions, useUiActions } from '../storeActions'

function onKey(e: KeyboardEvent) {
  // A window listener: a key acts on the dialog and the review as they are when it is pressed (getState then).
  const t = e.target as HTMLElement | null
  if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return
  if (useUi.getState().dialog || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return
  const r = useReview.getState()
  if (!r.active) return
  const a = document.activeElement as HTMLElement | null
  const onBoard = !!a && a.classList.contains('board') && a.getAttribute('data-focus-via') === 'keyboard'
  if (onBoard && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) return
  if (e.key === 'ArrowLeft' || e.key === 'PageUp') r.step(-1)
  else if (e.key === 'ArrowRight' || e.key === 'PageDown') r.step(1)
  else if (e.key === 'Home') r.jump(r.origin === 'handover' ? r.from : 0)
  else if (e.key === 'End') r.jump(r.total)
  else if (e.key === 'Escape') r.live()
  else return
  e.preventDefault()
  e.stopImmediatePropagation()
}

export function ReviewBanner() {
  const r = useRT()
  const lang = useUi((s) => s.lang)
  const { active, position, total, state, origin, from } = useReview()
  const go = useReviewActions()
  const { say, selectUnit, clearAttack } = useUiActions()
  const log = useGame((s) => s.log)
  useEffect(() => {
    if (!active) return
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [active])
  const turns = useMemo(() => (active ? review.turnStarts() : []), [active, log]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!active || !state) return null
  const handover = origin === 'handover'
  const side = handover && log[from] ? log[from].side : null
  const currentTurn = [...turns].reverse().find((x) => x.position <= position)?.position ?? ''
  const cont = () => {
    const g = bundle.scenarios.find((s) => s.id === state.scenarioId)?.name[lang] ?? state.scenarioId
    const live = review.timeline().at(total)
    const name = `${g}, ${turnTime(live.turn)}, ${r.sideName[live.side].toLowerCase()} (${r.review.original})`
    const kept = review.continueFromHere(browserStorage(), name)
    say(kept ? r.review.contDone(kept) : r.review.contFail)
    selectUnit(null)
    clearAttack()
  }
  return (
    <div
      title={`${r.review.readOnly} · ${r.review.keys}`}
      className={`review-banner${handover ? ' handover-replay' : ''}`}
      data-testid="review-banner"
      data-position={position}
      data-total={total}
      role="region"
      aria-label={r.review.banner}
    >
      <div className="review-title">
        <b>{handover && side ? r.review.bannerHandover(r.sideGen[side]) : r.review.banner}</b>
        <span className="review-where" data-testid="review-where">
          {positionText(state, lang)}
        </span>
        <span className="muted">
          {position === 0 ? r.review.start : r.review.step(position, total)} · {r.review.readOnly}
        </span>
      </div>
      <div className="review-controls">
        <button
          type="button"
          data-testid="review-first"
          title={r.review.first}
          aria-label={r.review.first}
          disabled={position <= (handover ? from : 0)}
          onClick={() => go.jump(handover ? from : 0)}
        >
          |◀
        </button>
        <button
          type="button"
          data-testid="review-prev"
          title={r.review.prev}
          aria-label={r.review.prev}
          disabled={position === 0}
          onClick={() => go.step(-1)}
        >
          ◀
        </button>
        <button
          type="button"
          data-testid="review-next"
          title={r.review.next}
          aria-label={r.review.next}
          disabled={position >= total}
          onClick={() => go.step(1)}
        >
          ▶
        </button>
        <button
          type="button"
          data-testid="review-last"
          title={r.review.last}
          aria-label={r.review.last}
          disabled={position >= total}
          onClick={() => go.jump(total)}
        >
          ▶|
        </button>
        {!handover && (
          <select
            data-testid="review-turn"
            aria-label={r.review.turn}
            title={r.review.turn}
            value={currentTurn}
            onChange={(e) => go.jump(Number(e.target.value))}
          >
            {turns.map((x) => (
              <option key={x.position} value={x.position}>
                {r.review.turnOption(x.turn, turnTime(x.turn), r.sideName[x.side])}
              </option>
            ))}
          </select>
        )}
        {!handover && (
          <button type="button" data-testid="review-continue" title={r.review.contHint} onClick={cont}>
            {r.review.cont}
          </button>
        )}
        <button type="button" className="primary" data-testid="review-live" onClick={() => go.live()}>
          {handover ? r.review.liveHandover : r.review.live}
        </button>
      </div>
    </div>
  )
}
