// The moves of the game, newest first, each event in words with its rule id.
import type { PhEvent } from '../../phalanx'
import { usePh } from '../../store/phalanx'
import { PhRuleLink } from './PhRuleLink'
import { usePhT } from './usePhT'

/** Events worth a line: the phase changes are shown by the top bar. */
const shown = (e: PhEvent) => e.kind !== 'phaseStarted'

export function PhMoveList() {
  const t = usePhT()
  const events = usePh((s) => s.events)
  const lines: Array<{ key: string; e: PhEvent }> = []
  events.forEach((es, i) => es.filter(shown).forEach((e, j) => lines.push({ key: `${i}.${j}`, e })))
  const recent = lines.slice(-40).reverse()
  return (
    <section className="ph-log" data-testid="ph-log">
      <h3>{t.ui.panel.log}</h3>
      {recent.length === 0 ? (
        <p className="muted small">{t.ui.panel.emptyLog}</p>
      ) : (
        <ol className="ph-log-list">
          {recent.map(({ key, e }) => (
            <li key={key} data-kind={e.kind}>
              {(t.ph.event[e.kind] as (e: PhEvent, n: (id: string) => string) => string)(e, t.ph.unitName)}{' '}
              <PhRuleLink id={e.rule} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
