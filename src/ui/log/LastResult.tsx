// The outcome of the last action with dice (rally rolls, combat), shown big until the next action.
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { Die } from '../Die'
import { ResultCode } from '../ResultCode'
import { RuleLink } from '../RuleLink'
import { describe, diceOf, namesFrom } from './describe'
import { resultEvents } from './resultEvents'

export function LastResult() {
  const lang = useUi((s) => s.lang)
  const last = useGame((s) => s.log.at(-1))
  // Keyed by the log's length: each new result is a new box, so its dice roll once.
  const n = useGame((s) => s.log.length)
  const state = useGame((s) => s.state)
  if (!last) return null
  const events = resultEvents(last.events)
  if (!events.length) return null
  const names = namesFrom(state, lang)
  return (
    <section key={n} className="panel last-result" data-testid="last-result">
      {events.map((e, i) => (
        <div key={i} className={`result-row ev-${e.type}`}>
          {diceOf(e).map((d, k) => (
            <Die key={k} value={d} size={e.type.endsWith('resolved') ? 36 : 24} rolling />
          ))}
          {(e.type === 'combat-resolved' || e.type === 'fire-resolved') && (
            <span className="rcode-big">
              <ResultCode code={e.result} />
            </span>
          )}
          <span>{describe(e, names, lang)}</span>
          <RuleLink id={e.rule} />
        </div>
      ))}
    </section>
  )
}
