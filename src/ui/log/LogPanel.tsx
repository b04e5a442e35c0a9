// The game log: every event in words, newest first, dice shown, rule ids as links.
import { useGame } from '../../store/app'
import { useUi } from '../../store/uiStore'
import { Die } from '../Die'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { describe, diceOf, namesFrom } from './describe'

const MAX_SHOWN = 150

/** The log is one tab stop: arrows (and Home / End) move the focus between its rule-id chips inside. */
function onLogKey(e: React.KeyboardEvent<HTMLOListElement>) {
  const chips = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('.rule-link')]
  if (!chips.length) return
  const i = chips.indexOf(document.activeElement as HTMLButtonElement)
  let next: number
  if (e.key === 'ArrowDown') next = i < 0 ? 0 : Math.min(chips.length - 1, i + 1)
  else if (e.key === 'ArrowUp') next = i < 0 ? 0 : Math.max(0, i - 1)
  else if (e.key === 'Home') next = 0
  else if (e.key === 'End') next = chips.length - 1
  else return
  e.preventDefault()
  e.stopPropagation()
  chips[next].focus()
}

export function LogPanel() {
  const t = useT()
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
  return (
    <section className="panel log-panel" aria-label={t.log.title}>
      <h3>{t.log.title}</h3>
      {rows.length ? (
        <ol className="log" data-testid="log" tabIndex={0} aria-label={t.screen.logKeys} onKeyDown={onLogKey}>{rows}</ol>
      ) : <p className="muted">{t.log.empty}</p>}
    </section>
  )
}
