// "End phase": disabled with the engine's reason when the rules forbid it.
import { useMemo } from 'react'
import { isGameOver, whyCannotEndPhase } from '../../engine'
import { bundle, gameStore, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { formatRefusal } from '../../i18n'

export function EndPhaseButton() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const why = useMemo(() => whyCannotEndPhase(bundle.ctx, state), [state])
  if (isGameOver(state)) return null
  return (
    <div className="end-phase">
      <button
        type="button"
        className="primary"
        data-testid="end-phase"
        disabled={!!why}
        title={why ? formatRefusal(why, lang) : undefined}
        onClick={() => {
          useUi.getState().clearAttack()
          useUi.getState().selectUnit(null)
          gameStore.getState().dispatch({ type: 'endPhase' })
        }}
      >
        {t.panel.endPhase}: {t.phase[state.phase]} →
      </button>
      {why && (
        <p className="why" data-testid="end-phase-why">
          <RuleLink id={why.rule} /> {formatRefusal(why, lang)}
        </p>
      )}
    </div>
  )
}
