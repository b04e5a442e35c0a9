// The side panel in review: the reviewed step in words, with its dice and rule links.
import { useMemo } from 'react'
import { useGame } from '../../store/app'
import { useReview } from '../../store/review'
import { useUi } from '../../store/ui'
import { Die } from '../Die'
import { describe, diceOf } from '../log/describe'
import { RuleLink } from '../RuleLink'
import { commandText, namesFrom, needsTitle } from './format'
import { useRT } from './useRT'
import { AnalysisPanel } from './AnalysisPanel'

export function ReviewStep() {
  const r = useRT()
  const lang = useUi((s) => s.lang)
  const position = useReview((s) => s.position)
  const entry = useGame((s) => s.log[position - 1])
  const cmd = useGame((s) => s.commands[position - 1])
  const scenario = useGame((s) => s.state)
  const names = useMemo(() => namesFrom(scenario, lang), [scenario.scenarioId, lang]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <section className="panel review-step" data-testid="review-step" data-move-shown={position - 1}>
        <h3>{position === 0 ? r.review.start : `№ ${position}`}</h3>
        {entry && cmd && (
          <>
            {needsTitle(cmd, entry) && <div className="move-title">{commandText(cmd, names, lang)}</div>}
            {entry.events.map((e, i) => (
              <div key={i} className={`result-row ev-${e.type}`}>
                {diceOf(e).map((d, k) => (
                  <Die key={k} value={d} size={e.type.endsWith('resolved') ? 30 : 22} />
                ))}
                <span>{describe(e, names, lang)}</span>
                <RuleLink id={e.rule} />
              </div>
            ))}
          </>
        )}
        <p className="muted small">{r.review.keys}</p>
      </section>
      <AnalysisPanel />
    </>
  )
}
