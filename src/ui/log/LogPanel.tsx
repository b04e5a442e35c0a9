// The game log: every event in words, newest first, dice shown, rule ids as links.
import { lazy, Suspense } from 'react'
import { useGame } from '../../store/app'
import { useT } from '../useT'

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

// The rows (with the engine's event descriptions) are loaded once there is something to show.
const LogRows = lazy(() => import('./LogRows').then((m) => ({ default: m.LogRows })))

export function LogPanel() {
  const t = useT()
  const has = useGame((s) => s.log.length > 0)
  return (
    <section className="panel log-panel" aria-label={t.log.title}>
      <h3>{t.log.title}</h3>
      {has ? (
        <ol className="log" data-testid="log" tabIndex={0} aria-label={t.screen.logKeys} onKeyDown={onLogKey}>
          <Suspense fallback={null}>
            <LogRows />
          </Suspense>
        </ol>
      ) : <p className="muted">{t.log.empty}</p>}
    </section>
  )
}
