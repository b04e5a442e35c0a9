// The turn track (06:00–15:30 for the whole day) with the current turn, and the phase and side indicator.
import { firstTurnOf, isGameOver, lastTurnOf, turnTime } from '../../engine'
import { TermLink } from '../TermLink'
import { useShownState } from '../useShownState'
import { useT } from '../useT'

export function TurnTrack() {
  const t = useT()
  // In review, the reviewed position's turn and phase, marked as such.
  const { state, reviewing } = useShownState()
  const { turn, side, phase } = state
  const over = isGameOver(state)
  // A short scenario covers part of the day (SCN.3): the track shows its turns only; turns keep the day's numbers.
  const first = firstTurnOf(state)
  const last = lastTurnOf(state)
  return (
    <div className="turn-block">
      <ol className="turn-track" data-turn={turn} aria-label={t.turnOf(turn, turnTime(turn), last, first)}>
        {Array.from({ length: last - first + 1 }, (_, i) => first + i).map((n) => (
          <li
            key={n}
            className={n === turn ? 'current' : n < turn ? 'past' : ''}
            title={`${t.turn} ${n} · ${turnTime(n)}`}
          >
            <span className="tt-time">{turnTime(n).replace(/^0/, '')}</span>
          </li>
        ))}
      </ol>
      <div className="phase-line">
        <span className="turn-label">
          <TermLink term="turn-phase">{t.turnOf(turn, turnTime(turn), last, first)}</TermLink>
        </span>
        <span className={`side-badge side-${side}`} data-side={side}>
          {t.side[side]}
        </span>
        {reviewing && (
          <span className="review-badge" data-testid="top-reviewing">
            {t.record.reviewBadge}
          </span>
        )}
        <span className="phase-steps" data-phase={over ? 'over' : phase}>
          {over ? (
            <b className="phase-current">{t.phase.over}</b>
          ) : phase === 'setup' ? (
            <b className="phase-current">
              <TermLink term="setup">{t.phase.setup}</TermLink>
            </b>
          ) : (
            (['rally', 'movement', 'combat'] as const).map((p) => (
              <span key={p} className={p === phase ? 'phase-current' : 'phase-other'}>
                <TermLink term={p}>{t.phase[p]}</TermLink>
              </span>
            ))
          )}
        </span>
      </div>
    </div>
  )
}
