// "End phase": disabled with the engine's reason when the rules forbid it. It goes the way the e key goes (the board's
// controller), so a phase end that costs something is asked about first whichever way it is ended.
import { useMemo } from 'react'
import { isGameOver, whyCannotEndPhase } from '../../engine'
import { bundle, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { formatRefusal } from '../../i18n'
import { emit } from '../board/host'

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
        onClick={() => emit({ kind: 'endPhase' })}
      >
        {t.panel.endPhase}: {t.phase[state.phase]} →
      </button>
      {why && (
        <p className="why" data-testid="end-phase-why">
          {formatRefusal(why, lang)} <RuleLink id={why.rule} />
        </p>
      )}
    </div>
  )
}
