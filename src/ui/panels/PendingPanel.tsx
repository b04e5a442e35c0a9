// A decision the rules wait for: a retreat hex, exchange losses, or an advance after combat.
import { TermLink } from '../TermLink'
import { useEffect, useState } from 'react'
import { gameStore, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { useGameActions, useUiActions } from '../storeActions'

export function PendingPanel() {
  const t = useT()
  const state = useGame((s) => s.state)
  const chosen = useUi((s) => s.attackers)
  const lang = useUi((s) => s.lang)
  const [advUnit, setAdvUnit] = useState<string | null>(null)
  const { dispatch } = useGameActions()
  const { revealHex, toggleAttacker, clearAttack } = useUiActions()
  const step = state.pending[0]
  const focusHex =
    step?.kind === 'retreat' ? state.units[step.unit]?.hex : step?.kind === 'advance' ? step.options[0]?.hex : null
  // Bring the decision into view (the tutorial keeps its own camera on the lesson's section).
  useEffect(() => {
    // The mode as it is when a new decision comes up: the effect follows the decision, not a change of mode alone.
    if (focusHex && gameStore.getState().mode === 'game') revealHex(focusHex)
  }, [focusHex, revealHex])
  if (!step) return null
  const unitName = (id: string) => (state.units[id] ? unitLabel(state.units[id], lang) : id)
  return (
    <section className="panel pending" data-testid="pending" data-pending={step.kind} data-pending-side={step.side}>
      <h3>
        {t.panel.pending}: <span className={`side-badge side-${step.side}`}>{t.side[step.side]}</span>
      </h3>
      {step.kind === 'retreat' && (
        <>
          <p>
            <b>{unitName(step.unit)}</b> —{' '}
            <TermLink term="retreat">{t.combat.retreat(t.side[step.side], step.remaining)}</TermLink>{' '}
            <RuleLink id="CBT.10" />
          </p>
        </>
      )}
      {step.kind === 'exchange' && (
        <>
          <p>
            {t.combat.exchange} (≥ {step.need}) <TermLink term="exchange">?</TermLink> <RuleLink id="CBT.8" />
          </p>
          <ul className="pick-list">
            {step.candidates.map((id) => (
              <li key={id}>
                <label>
                  <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggleAttacker(id)} />{' '}
                  {unitName(id)} ({state.units[id]?.front.strength})
                </label>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="primary"
            data-testid="confirm-exchange"
            onClick={() => {
              if (dispatch({ type: 'chooseLosses', units: chosen })) clearAttack()
            }}
          >
            {t.combat.confirm}
          </button>
        </>
      )}
      {step.kind === 'advance' && (
        <>
          <p>
            <TermLink term="advance">{t.combat.advance}</TermLink> <RuleLink id="CBT.11" />
          </p>
          <ul className="pick-list">
            {step.options.map((o) => (
              <li key={`${o.unit}-${o.hex}`}>
                <button
                  type="button"
                  data-testid={`advance-${o.unit}`}
                  className={advUnit === o.unit ? 'active' : ''}
                  onClick={() => {
                    setAdvUnit(o.unit)
                    dispatch({ type: 'advance', unit: o.unit, hex: o.hex })
                  }}
                >
                  {unitName(o.unit)} → {o.hex}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" data-testid="decline-advance" onClick={() => dispatch({ type: 'advance', unit: null })}>
            {t.combat.noAdvance}
          </button>
        </>
      )}
    </section>
  )
}
