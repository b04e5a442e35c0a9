// The hot-seat hand-over: the board is not rendered at all until the next player asks for it.
// When the other side only has to decide something in the middle of a turn (a retreat, exchange losses, an
// advance), the card says so — it is still the phasing side's turn — and shows the roll that led to it.
import { type Side, turnTime } from '../../engine'
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { Die } from '../Die'
import { unitLabel } from '../labels'
import { describe, diceOf, namesFrom } from '../log/describe'
import { combatEvents } from '../log/resultEvents'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { HandoverReplay } from '../review/HandoverReplay'
import { useGameActions, useUiActions } from '../storeActions'

export function HandoverScreen({ side }: { side: Side }) {
  const t = useT()
  const state = useGame((s) => s.state)
  const log = useGame((s) => s.log)
  const lang = useUi((s) => s.lang)
  const { revealBoard, setHandover } = useGameActions()
  // Played by mail, the other side's turn has come in a file: no screen to pass, no switch to one screen.
  const byMail = useGame((s) => s.pbm !== null)
  const { setLang } = useUiActions()
  const step = state.pending[0]
  const decision = step && step.side === side && step.side !== state.side
  const what = !step
    ? ''
    : step.kind === 'retreat'
      ? t.handover.retreat(
          (state.units[step.unit] ? unitLabel(state.units[step.unit]!, lang) : step.unit).replace(/-/g, '\u2011'),
        )
      : step.kind === 'exchange'
        ? t.handover.exchange
        : t.handover.advance
  // (The label's hyphens do not break: «V‑Ег» stays on one line.)
  // The last roll (the log's latest entry with a combat result), so neither player misses it.
  const last = decision ? [...log].reverse().find((e) => combatEvents(e.events).length > 0) : undefined
  const events = last ? combatEvents(last.events) : []
  const names = namesFrom(state, lang)
  return (
    <div
      className={`handover side-${side}`}
      data-testid="handover"
      data-handover-side={side}
      data-handover-decision={decision ? step.kind : undefined}
    >
      <div className="handover-card">
        <Flag side={side} />
        <h1>{decision ? t.handover.decision(side, what) : t.handover.title(t.side[side])}</h1>
        <p className="handover-sub">
          {t.handover.sub(state.turn, turnTime(state.turn), t.phase[state.phase])}
          {decision && <> · {t.handover.turnOf(t.sideGen[state.side])}</>}
        </p>
        {events.length > 0 && (
          <div className="handover-result" data-testid="handover-result">
            <div className="muted small">{t.handover.lastRoll}</div>
            {events.map((e, i) => (
              <div key={i} className={`result-row ev-${e.type}`}>
                {diceOf(e).map((d, k) => (
                  <Die key={k} value={d} size={e.type.endsWith('resolved') ? 30 : 22} />
                ))}
                <span>{describe(e, names, lang)}</span> <RuleLink id={e.rule} />
              </div>
            ))}
          </div>
        )}
        <HandoverReplay side={side} />
        <p className="muted">{byMail ? t.pbm.handoverHint : t.handover.hint}</p>
        <button
          type="button"
          className="primary big"
          data-testid="handover-show"
          autoFocus
          onClick={() => revealBoard()}
        >
          {t.handover.show}
        </button>
        <div className="row center">
          {!byMail && (
            <button type="button" onClick={() => setHandover(false)}>
              {t.handover.solo}
            </button>
          )}
          <button type="button" onClick={() => setLang(lang === 'ru' ? 'en' : 'ru')}>
            {t.menu.lang}
          </button>
        </div>
      </div>
    </div>
  )
}

/**
 * The French tricolour, or for Russia the St Andrew's flag (a blue saltire on white, the navy's ensign
 * since 1712): an emblem of 1812, not the black-yellow-white flag of 1858.
 */
function Flag({ side }: { side: Side }) {
  return (
    <svg
      className="handover-emblem"
      width="72"
      height="48"
      viewBox="0 0 3 2"
      aria-hidden="true"
      data-flag={side === 'fr' ? 'tricolore' : 'st-andrew'}
    >
      {side === 'fr' ? (
        ['#2f4f9a', '#ffffff', '#c8283c'].map((c, i) => <rect key={c} x={i} y={0} width={1} height={2} fill={c} />)
      ) : (
        <>
          <rect x="0" y="0" width="3" height="2" fill="#ffffff" />
          <path d="M0 0L3 2M3 0L0 2" stroke="#1f4fa0" strokeWidth="0.36" />
        </>
      )}
      <rect x="0" y="0" width="3" height="2" fill="none" stroke="#333" strokeWidth="0.04" />
    </svg>
  )
}
