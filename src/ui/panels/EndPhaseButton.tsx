// "End phase": disabled with the engine's reason when the rules forbid it.
import { useMemo } from 'react'
import { isGameOver } from '../../engine'
import { bundle, gameStore, useGame } from '../../store/app'
import { useRules } from '../useRules'
import { useUi } from '../../store/uiStore'
import { RuleLink } from '../RuleLink'
import { useMoreT, useT } from '../useT'
import { formatRefusal } from '../../i18n'

export function EndPhaseButton() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  // Until the rules have arrived (moments after the first paint) the button waits with them.
  const rules = useRules()
  const why = useMemo(() => rules?.whyCannotEndPhase(bundle.ctx, state) ?? null, [rules, state])
  // The reason's words come with the on-demand strings (loaded here when the button is first disabled).
  const said = useMoreT(!!why) !== null
  if (isGameOver(state)) return null
  return (
    <div className="end-phase">
      <button
        type="button"
        className="primary"
        data-testid="end-phase"
        disabled={!rules || !!why}
        aria-busy={!rules}
        title={!rules ? t.screen.loading : why && said ? formatRefusal(why, lang) : undefined}
        onClick={() => {
          useUi.getState().clearAttack()
          useUi.getState().selectUnit(null)
          gameStore.getState().dispatch({ type: 'endPhase' })
        }}
      >
        {t.panel.endPhase}: {t.phase[state.phase]} →
      </button>
      {!rules && <p className="why">{t.screen.loading}</p>}
      {why && (
        <p className="why" data-testid="end-phase-why">
          <RuleLink id={why.rule} /> {said && formatRefusal(why, lang)}
        </p>
      )}
    </div>
  )
}
