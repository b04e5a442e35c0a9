// The hint's panel, as both games show it: what the computer would do next in the person's place, in a few lines of
// facts, the level that answered with the rules the lines rest on, and «Play it» / «Close». A hint that could not be
// had says so. The game's panel builds the lines and the rule links, and says what the buttons do.
import type { ReactNode } from 'react'
import { useT } from '../useT'

export interface HintCardProps {
  /** The hint's kind for the tests and the styles (`move`, `attack`, …), or `none` / `failed` with no lines. */
  kind: string
  unit?: string | null
  to?: string | null
  lines: readonly string[]
  /** The level's line, with the rule links. */
  level?: string
  rules?: ReactNode
  /** Below the lines: a note of the answer's own (the level that fell back, the computer's plan). */
  notes?: ReactNode
  onApply?: () => void
  onClose: () => void
}

export function HintCard({ kind, unit, to, lines, level, rules, notes, onApply, onClose }: HintCardProps) {
  const t = useT()
  const close = (
    <button type="button" data-testid="hint-close" onClick={onClose}>
      {t.hint.close}
    </button>
  )
  if (kind === 'none' || kind === 'failed') {
    return (
      <section className="panel hint-panel" data-testid="hint-panel" data-hint-kind={kind}>
        <p role="status">{kind === 'none' ? t.hint.none : t.hint.failed}</p>
        <div className="row">{close}</div>
      </section>
    )
  }
  return (
    <section
      className="panel hint-panel"
      data-testid="hint-panel"
      data-hint-kind={kind}
      data-hint-unit={unit ?? undefined}
      data-hint-to={to ?? undefined}
      aria-labelledby="hint-title"
    >
      <h3 id="hint-title">{t.hint.title}</h3>
      {/* The lines are announced as they come; the status is the list's box, so the list keeps its own role. */}
      <div role="status">
        <ul className="hint-lines">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </div>
      <p className="muted small">
        {level} <span className="hint-rules">{rules}</span>
      </p>
      {notes}
      <div className="row hint-buttons">
        <button type="button" className="primary" data-testid="hint-apply" onClick={onApply}>
          {t.hint.apply}
        </button>
        {close}
      </div>
    </section>
  )
}
