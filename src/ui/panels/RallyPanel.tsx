// Rally phase: one button rolls for every demoralized unit of the phasing side (RALLY.2); with none, only «End phase».
import { isOnMap } from '../../engine'
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { RuleLink } from '../RuleLink'
import { TermLink } from '../TermLink'
import { useTermProps } from '../termTitle'
import { useT } from '../useT'
import { useGameActions } from '../storeActions'

export function RallyPanel() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const { dispatch } = useGameActions()
  const termProps = useTermProps()
  const demoralized = Object.values(state.units).filter((u) => u.side === state.side && isOnMap(u) && u.demoralized)
  return (
    <section className="panel">
      <h3>
        <TermLink term="rally">{t.phase.rally}</TermLink> <RuleLink id="RALLY.2" />
      </h3>
      <p>
        <TermLink term="demoralized">
          {demoralized.length ? t.panel.rallyCount(demoralized.length) : t.panel.rallyNone}
        </TermLink>
      </p>
      {demoralized.length > 0 ? (
        <>
          <p className="muted small">{demoralized.map((u) => unitLabel(u, lang)).join(', ')}</p>
          <button
            type="button"
            className="primary"
            data-testid="rally"
            {...termProps('rally')}
            onClick={() => dispatch({ type: 'rally' })}
          >
            {t.panel.rallyAll}
          </button>
        </>
      ) : (
        // Nothing to roll: ending the phase is the same command (the engine's endPhase in the rally phase).
        <p className="muted small" data-testid="rally-none">
          {t.panel.rallyNoneHint}
        </p>
      )}
    </section>
  )
}
