// The side panel: the phase and what to do in it, the units as buttons (keyboard play), the facing choice,
// the attack builder, a refusal with its rule, and the moves of the game.
import { FACINGS, FACING_NAMES, hasFacing, isOnBoard, turnInfo, valuesOf, speedOf, type PhState } from '../../phalanx'
import { computerToMove, ctx, mayAct, usePh } from '../../store/phalanx'
import { useState } from 'react'
import { chooseFacing, clickUnit, endPhase, moveTo, reachOf, send } from './phActions'
import { PhAiBar } from './PhAiBar'
import { PhAttackPanel } from './PhAttackPanel'
import { PhAwaiting } from './PhAwaiting'
import { PhHintButton, PhHintPanel } from './coach'
import { PhIntro } from './PhIntro'
import { PhMoveList } from './PhMoveList'
import { PhRuleLink } from './PhRuleLink'
import { PhTutorial } from './PhTutorial'
import { NoMovesWhy } from './PhNoMoves'
import { usePhUi } from './phUi'
import { usePhT } from './usePhT'
import { usePhUiActions } from './phStoreActions'

const PHASE_RULE = { movement: 'PH-MOVE.1', facing: 'PH-FACE.1', attack: 'PH-CBT.1' } as const

/** PH-WIN.7: both players at the screen agree to a draw; asked once more before it is sent. */
function AgreeDraw() {
  const t = usePhT()
  const [asking, setAsking] = useState(false)
  return (
    <section className="ph-draw">
      {asking ? (
        <p className="small">
          {t.ui.panel.agreeDrawConfirm}{' '}
          <button type="button" data-testid="ph-draw-yes" onClick={() => send({ type: 'agreeDraw' })}>
            {t.ui.panel.agreeDraw}
          </button>{' '}
          <button type="button" onClick={() => setAsking(false)}>
            {t.ui.panel.facingCancel}
          </button>{' '}
          <PhRuleLink id="PH-WIN.7" />
        </p>
      ) : (
        <button type="button" className="small" data-testid="ph-draw" onClick={() => setAsking(true)}>
          {t.ui.panel.agreeDraw}
        </button>
      )}
    </section>
  )
}

export function PhPanel({ state }: { state: PhState }) {
  const t = usePhT()
  const p = t.ui.panel
  const selected = usePhUi((s) => s.selected)
  const choice = usePhUi((s) => s.choice)
  const refusal = usePhUi((s) => s.refusal)
  const reviewing = usePhUi((s) => s.review !== null)
  const { select } = usePhUiActions()
  usePh((s) => s.state) // re-render on every change of the game
  const computer = usePh((s) => computerToMove(s))
  // A draw is agreed by both players at one screen: at a distance one file cannot carry the other's consent.
  const distant = usePh((s) => s.pbm !== null)
  // At a distance, out of this player's turn (the other side's, or his own before its file is sent): nothing to do.
  const mine = usePh(mayAct)
  const info = turnInfo(ctx, state)
  const own = Object.values(state.units).filter((u) => u.side === state.side && u.location !== 'lost')
  const waiting = own.filter((u) => u.location === 'camp')
  const onField = own.filter((u) => isOnBoard(u) && u.type !== 'camp')
  const sel = selected ? state.units[selected] : undefined
  // The person's controls are shown only on the person's own turn (not while the computer plays, nor the other side
  // at a distance: the panel then says what is awaited).
  const live = !state.result && !reviewing && !computer && mine
  const unitButton = (id: string) => {
    const u = state.units[id]! // called with ids of the state's own units (below)
    return (
      <button
        key={id}
        type="button"
        data-testid={`ph-unit-${id}`}
        aria-pressed={selected === id}
        className={selected === id ? 'active' : ''}
        onClick={() => clickUnit(id)}
      >
        {t.ph.unitName(id)}
        {isOnBoard(u) ? ` · ${u.location}` : ''}
        {state.moved.includes(id) ? ` (${p.moved})` : ''}
      </button>
    )
  }
  return (
    <aside className="side-panel ph-panel" id="side-panel" data-testid="ph-panel">
      <PhIntro />
      <PhTutorial />
      {!reviewing && <PhAiBar state={state} />}
      {!reviewing && <PhAwaiting />}
      {live && (
        <section className="ph-phase">
          <PhHintButton />
          <PhHintPanel state={state} />
          <p className="ph-hint">
            {p.hint[state.phase]} <PhRuleLink id={PHASE_RULE[state.phase]} />
          </p>
          {info.mustLeaveCamp.length > 0 && state.phase === 'movement' && (
            <p className="ph-warn" data-testid="ph-must-leave">
              {p.mustLeave(info.mustLeaveCamp.length)} <PhRuleLink id="PH-SETUP.4" />
            </p>
          )}
          {info.lastTurn && (
            <p className="ph-warn" data-testid="ph-last-turn">
              {p.lastTurn} <PhRuleLink id="PH-WIN.3" />
            </p>
          )}
          <button type="button" className="primary end-phase" data-testid="end-phase" onClick={endPhase}>
            {p.endPhase[state.phase]}
          </button>
        </section>
      )}
      {refusal && (
        <p className="ph-refusal" role="alert" data-testid="refusal">
          {t.ph.refusal[refusal.code](refusal.params, t.ph.unitName)} <PhRuleLink id={refusal.rule} />
        </p>
      )}
      {live && choice && (
        <section className="ph-facing" data-testid="ph-facing">
          <h3>
            {p.facingPrompt} <PhRuleLink id={choice.paths ? 'PH-SETUP.3' : 'PH-FACE.1'} />
          </h3>
          <p className="muted small">{p.facingKeys}</p>
          <div className="ph-facings" role="group" aria-label={p.facingPrompt}>
            {FACINGS.map((f) => (
              <button
                key={f}
                type="button"
                data-testid={`ph-facing-${f}`}
                disabled={!choice.allowed.includes(f)}
                aria-pressed={choice.proposed === f}
                className={choice.proposed === f ? 'active' : ''}
                onClick={() => chooseFacing(f)}
              >
                {f + 1}: {t.ph.facing[FACING_NAMES[f]]}
              </button>
            ))}
          </div>
          <button type="button" onClick={() => select(null)}>
            {p.facingCancel}
          </button>
        </section>
      )}
      {live && state.phase === 'attack' && <PhAttackPanel state={state} />}
      {live && state.phase !== 'attack' && !choice && (
        <section className="ph-units">
          <h3>{p.selectUnit}</h3>
          {state.phase === 'movement' && (
            <>
              <h4>
                {p.waiting} <PhRuleLink id="PH-SETUP.3" />
              </h4>
              <div className="ph-list">
                {waiting.length ? waiting.map((u) => unitButton(u.id)) : <span className="muted">{p.noneWaiting}</span>}
              </div>
            </>
          )}
          <h4>{p.onBoard}</h4>
          <div className="ph-list">
            {onField.filter((u) => state.phase === 'movement' || hasFacing(u)).map((u) => unitButton(u.id))}
          </div>
        </section>
      )}
      {sel && (
        <section className="ph-selected" data-testid="ph-selected">
          <h3>{t.ph.unitName(sel.id)}</h3>
          <p className="small">
            {p.values(valuesOf(sel).attack, valuesOf(sel).defence, speedOf(state, sel))} <PhRuleLink id="PH-UNIT.2" />
          </p>
          {sel.facing !== null && (
            <p className="small">
              {t.ph.glossary.facing.term}: {t.ph.facing[FACING_NAMES[sel.facing]]} <PhRuleLink id="PH-UNIT.5" />
            </p>
          )}
          {live && state.phase === 'movement' && sel.side === state.side && !choice && (
            <>
              <h4>{p.destinations}</h4>
              <div className="ph-list">
                {reachOf(sel.id).length === 0 && <NoMovesWhy state={state} unit={sel.id} />}
                {reachOf(sel.id).map((d) => (
                  <button
                    key={d.hex}
                    type="button"
                    data-testid={`ph-dest-${d.hex}`}
                    onClick={() => moveTo(sel.id, d.hex, d.options)}
                  >
                    {d.hex}
                  </button>
                ))}
              </div>
            </>
          )}
        </section>
      )}
      {live && !distant && <AgreeDraw />}
      <PhMoveList />
    </aside>
  )
}
