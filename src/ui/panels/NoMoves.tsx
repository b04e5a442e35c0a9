// The move list before anything has been done: its head and its empty line, drawn with the first screen. The list
// itself (virtualised rows, the words of every event, the record export) is loaded with the first command.
import { useT } from '../useT'

export function NoMoves() {
  const t = useT()
  return (
    <section className="panel move-list" data-testid="move-list" aria-label={t.record.moves}>
      <div className="move-list-head">
        <span className="muted small" data-testid="move-count">
          {t.record.count(0)}
        </span>
        <span className="grow" />
        <button type="button" className="small-btn" data-testid="export-record" disabled>
          ⤓ .md
        </button>
      </div>
      <p className="muted">{t.record.empty}</p>
    </section>
  )
}
