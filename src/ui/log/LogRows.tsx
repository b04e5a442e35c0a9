// The log's rows, newest first: every event in words, dice shown, the rule id as a chip (out of the tab order:
// the log is one tab stop, arrows move between its chips, see LogPanel).
import { useGame } from '../../store/app'
import { useUi } from '../../store/uiStore'
import { Die } from '../Die'
import { RuleLink } from '../RuleLink'
import { describe, diceOf, namesFrom } from './describe'

const MAX_SHOWN = 150

export function LogRows() {
  const lang = useUi((s) => s.lang)
  const log = useGame((s) => s.log)
  const state = useGame((s) => s.state)
  const names = namesFrom(state, lang)
  const rows = []
  for (let i = log.length - 1; i >= 0 && rows.length < MAX_SHOWN; i--) {
    const entry = log[i]
    for (let j = entry.events.length - 1; j >= 0; j--) {
      const e = entry.events[j]
      rows.push(
        <li key={`${i}-${j}`} className={`log-row ev-${e.type}`} data-event={e.type}>
          <RuleLink id={e.rule} tabIndex={-1} />
          {diceOf(e).map((d, k) => <Die key={k} value={d} size={18} />)}
          <span>{describe(e, names, lang)}</span>
        </li>,
      )
    }
  }
  return <>{rows}</>
}
