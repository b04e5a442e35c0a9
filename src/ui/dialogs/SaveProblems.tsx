// What is wrong with a save, in a player's words; the technical detail behind a «details» toggle.
import type { SaveProblem } from '../../store/save'
import { useUi } from '../../store/uiStore'
import { useAllT } from '../useT'

export function SaveProblems({
  problems,
  title,
  testId,
}: {
  problems: SaveProblem[]
  title?: string
  testId?: string
}) {
  const t = useAllT()
  const lang = useUi((s) => s.lang)
  const words = [...new Set(problems.map((p) => t.saves.problem[p.code]))]
  const details = problems.map((p) => p.text?.[lang] ?? p.detail ?? '').filter(Boolean)
  return (
    <div className="error" role="alert" data-testid={testId}>
      {title && (
        <p>
          <b>{title}</b>
        </p>
      )}
      {words.map((w) => (
        <p key={w}>{w}</p>
      ))}
      {details.length > 0 && (
        <details data-testid="problem-details">
          <summary>{t.saves.details}</summary>
          <ul>
            {details.map((d, i) => (
              <li key={i}>
                <code>{d}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
