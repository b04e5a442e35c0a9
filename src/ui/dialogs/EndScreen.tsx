// End of the battle: the result on the WIN.2 band bar, losses turn by turn, units lost and commanders' fates by
// side, the three largest combats (each opens the review there), and review / play again / export.
import { useMemo } from 'react'
import { lastTurnOf, turnTime, victoryStatus, type Side } from '../../engine'
import { RUSSIAN_TOTAL } from '../../engine/tables'
import { RESULT_LABEL } from '../../i18n'
import { useGame } from '../../store/app'
import { commanderFates, largestCombats, lossesByTurn, lostUnits } from '../../store/review'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { BandBar } from '../review/BandBar'
import { exportRecord } from '../review/exportRecord'
import { bandText, namesFrom } from '../review/format'
import { LossChart } from '../review/LossChart'
import { useRT } from '../review/useRT'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { useReviewActions, useUiActions } from '../storeActions'

export function EndScreen({ onClose }: { onClose: () => void }) {
  const t = useT()
  const r = useRT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const log = useGame((s) => s.log)
  const hintsUsed = useGame((s) => s.hintsUsed)
  const { open } = useReviewActions()
  const { openDialog } = useUiActions()
  const v = victoryStatus(state)
  const winner = v.band === 'draw' ? null : v.band.startsWith('french') ? 'fr' : 'ru'
  const chart = useMemo(() => lossesByTurn(log, state), [log, state])
  const lost = useMemo(() => lostUnits(log, state), [log, state])
  const fates = useMemo(() => commanderFates(log, state), [log, state])
  const big = useMemo(() => largestCombats(log, 3), [log])
  const names = namesFrom(state, lang)
  const reviewAt = (position: number) => {
    onClose()
    open(position)
  }
  const bySide = (side: Side) => (
    <div className={`end-side side-${side}`} data-end-side={side} key={side}>
      <h3>
        {r.sideName[side]} · {t.end.points(state.losses[side])}
      </h3>
      <h4>{r.end.lost}</h4>
      <ul
        className="end-list"
        data-testid={`lost-${side}`}
        tabIndex={0}
        aria-label={`${r.sideName[side]} · ${r.end.lost}`}
      >
        {lost
          .filter((u) => u.side === side)
          .map((u) => {
            const def = state.units[u.unit]
            return (
              <li key={u.unit} data-lost={u.unit}>
                {/* The log may name a unit the state lacks (lostUnits allows for it): its id then. */}
                {def ? (
                  <>
                    <b>{unitLabel(def, lang)}</b> {def.name[lang]}
                  </>
                ) : (
                  <b>{u.unit}</b>
                )}{' '}
                (−{u.strength}) · {r.end.lostRow(u.turn, u.hex)}
              </li>
            )
          })}
        {!lost.some((u) => u.side === side) && <li className="muted">{r.end.none}</li>}
      </ul>
      <h4>{r.end.fates}</h4>
      <ul className="end-list" data-testid={`fates-${side}`}>
        {/* commanderFates names only commanders of this state. */}
        {fates
          .filter((f) => f.side === side)
          .map((f) => (
            <li key={f.commander} data-fate={f.fate} data-fate-of={f.commander}>
              <b>{state.commanders[f.commander]!.name[lang]}</b> —{' '}
              {f.fate === 'wounded' && f.returnsOnTurn ? r.rosterState.wounded(f.returnsOnTurn) : r.fate[f.fate]} ·{' '}
              {r.turnHead(f.turn, turnTime(f.turn))}
            </li>
          ))}
        {!fates.some((f) => f.side === side) && <li className="muted">{r.end.none}</li>}
      </ul>
    </div>
  )
  return (
    <div className="modal-back end-back">
      <div
        className={`modal end-screen side-${winner ?? 'none'}`}
        data-testid="end-screen"
        data-band={v.band}
        role="dialog"
        aria-modal="true"
        aria-label={t.end.title}
      >
        <button type="button" className="close" onClick={onClose} aria-label="×">
          ×
        </button>
        <h1>{t.end.title}</h1>
        <h2 className="end-result">
          {bandText(v.band, lang)} <RuleLink id={v.rule} />
        </h2>
        {v.rule === 'WIN.2' ? (
          <>
            <p className="end-sub">
              {r.end.band}: <b>{state.losses.ru}</b> / {RUSSIAN_TOTAL} ({v.lossesPct.toFixed(1)}%)
            </p>
            <BandBar pct={v.lossesPct} />
          </>
        ) : (
          <p className="end-sub" data-testid="end-score">
            {t.score.line(v)}
          </p>
        )}
        {hintsUsed > 0 && (
          <p className="muted" data-testid="end-hints" data-hints={hintsUsed}>
            {t.hint.used(hintsUsed)}
          </p>
        )}
        <h3>{r.end.chart}</h3>
        <LossChart data={chart} lastTurn={lastTurnOf(state)} seedBands={v.rule === 'WIN.2'} />
        <div className="end-sides">
          {bySide('ru')}
          {bySide('fr')}
        </div>
        <h3>{r.end.combats}</h3>
        <ol className="end-combats">
          {big.map((c) => (
            <li key={c.index}>
              <button
                type="button"
                className="link-btn"
                data-testid="big-combat"
                data-move={c.index}
                onClick={() => reviewAt(c.index + 1)}
              >
                {r.end.combatLine(c.turn, turnTime(c.turn), c.attack, c.defence, RESULT_LABEL[c.result][lang])}:{' '}
                {c.attackers.map(names).join(', ')} → {names(c.defender)}
              </button>
            </li>
          ))}
          {!big.length && <li className="muted">{r.end.none}</li>}
        </ol>
        <p className="muted end-note" data-testid="end-note">
          {v.rule === 'WIN.2' ? t.end.note : t.score.endNote[v.rule]}
        </p>
        <div className="row center">
          <button type="button" className="primary" data-testid="end-review" onClick={() => reviewAt(0)}>
            {r.end.review}
          </button>
          <button type="button" data-testid="end-again" onClick={() => openDialog('new-game')}>
            {t.end.again}
          </button>
          <button type="button" data-testid="end-export" onClick={exportRecord}>
            {r.end.exportMd}
          </button>
          <button type="button" data-testid="end-board" onClick={onClose}>
            {t.end.board}
          </button>
        </div>
      </div>
    </div>
  )
}
