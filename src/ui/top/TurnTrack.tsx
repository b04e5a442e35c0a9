// The turn track 06:00–15:30 with the current turn, and the phase and side indicator.
import { turnTime } from '../../engine'
import { isGameOver } from '../../engine'
import { useGame } from '../../store/app'
import { useT } from '../useT'

export function TurnTrack() {
  const t = useT()
  const turn = useGame((s) => s.state.turn)
  const side = useGame((s) => s.state.side)
  const phase = useGame((s) => s.state.phase)
  const over = useGame((s) => isGameOver(s.state))
  return (
    <div className="turn-block">
      <ol className="turn-track" data-turn={turn} aria-label={t.turnOf(turn, turnTime(turn))}>
        {Array.from({ length: 20 }, (_, i) => i + 1).map((n) => (
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
        <span className="turn-label">{t.turnOf(turn, turnTime(turn))}</span>
        <span className={`side-badge side-${side}`} data-side={side}>
          {t.side[side]}
        </span>
        <span className="phase-steps" data-phase={over ? 'over' : phase}>
          {phase === 'setup' || over ? (
            <b className="phase-current">{t.phase[over ? 'over' : phase]}</b>
          ) : (
            (['rally', 'movement', 'combat'] as const).map((p) => (
              <span key={p} className={p === phase ? 'phase-current' : 'phase-other'}>
                {t.phase[p]}
              </span>
            ))
          )}
        </span>
      </div>
    </div>
  )
}
