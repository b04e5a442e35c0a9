// "End phase": disabled with the engine's reason when the rules forbid it.
import { useMemo } from 'react'
import { bundle, gameStore, useGame } from '../../store/app'
import { endPhaseRefusal } from '../../store/combat'
import { useUi } from '../../store/uiStore'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import type { GameState } from '../../engine/state'
import type { Refusal } from '../../engine/refusal'

/** A setup may end only when the engine finds nothing wrong with it (SCN.2). */
function setupRefusal(state: GameState): Refusal | null {
  if (state.phase !== 'setup') return null
  const v = bundle.setupViolations?.(state, state.side) ?? []
  if (!v.length) return null
  return { rule: v[0].rule, code: 'setup.violations', text: { ru: `Расстановка не закончена: нарушений ${v.length} (${v[0].text.ru}…).`, en: `The setup is not finished: ${v.length} violation(s) (${v[0].text.en}…).` } }
}

export function EndPhaseButton() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const why = useMemo(() => endPhaseRefusal(bundle.ctx, state) ?? setupRefusal(state), [state])
  if (state.over) return null
  return (
    <div className="end-phase">
      <button type="button" className="primary" data-testid="end-phase" disabled={!!why} title={why?.text[lang]}
        onClick={() => {
          useUi.getState().clearAttack()
          useUi.getState().selectUnit(null)
          gameStore.getState().dispatch({ type: 'endPhase' })
        }}>
        {t.panel.endPhase}: {t.phase[state.phase]} →
      </button>
      {why && (
        <p className="why" data-testid="end-phase-why">
          <RuleLink id={why.rule} /> {why.text[lang]}
        </p>
      )}
    </div>
  )
}
