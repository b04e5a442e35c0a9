// "End phase": disabled with the engine's reason when the rules forbid it.
import { useMemo } from 'react'
import { isGameOver } from '../../engine'
import { bundle, gameStore, useGame } from '../../store/app'
import { useRules, useRulesWaiting } from '../useRules'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useMoreT, useT } from '../useT'
import { formatRefusal } from '../../i18n'

export function EndPhaseButton() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  // While the rules are on their way (moments after the first paint) the button waits with them; if they could not
  // be fetched it is on, and a click asks for them again (the store's dispatch).
  const rules = useRules()
  const waiting = useRulesWaiting()
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
        disabled={waiting || !!why}
        aria-busy={waiting}
        title={waiting ? t.screen.loading : why && said ? formatRefusal(why, lang) : undefined}
        onClick={() => {
          useUi.getState().clearAttack()
          useUi.getState().selectUnit(null)
          gameStore.getState().dispatch({ type: 'endPhase' })
        }}
      >
        {t.panel.endPhase}: {t.phase[state.phase]} →
      </button>
      {waiting && <p className="why">{t.screen.loading}</p>}
      {why && (
        <p className="why" data-testid="end-phase-why">
          <RuleLink id={why.rule} /> {said && formatRefusal(why, lang)}
        </p>
      )}
    </div>
  )
}
