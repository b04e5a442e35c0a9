// What is wrong with a save, in a player's words; the technical detail behind a «details» toggle. Both games.
import type { SaveProblem } from '../../core'
import type { SavesWords } from '../../i18n/savesWords'

export function SaveProblems({
  problems,
  words,
  detail,
  title,
  testId,
}: {
  problems: readonly SaveProblem[]
  words: Pick<SavesWords, 'problem' | 'details'>
  detail: (p: SaveProblem) => string
  title?: string
  testId?: string
}) {
  const said = [...new Set(problems.map((p) => words.problem[p.code]))]
  const details = problems.map(detail).filter(Boolean)
  return (
    <div className="error" role="alert" data-testid={testId}>
      {title && (
        <p>
          <b>{title}</b>
        </p>
      )}
      {said.map((w) => (
        <p key={w}>{w}</p>
      ))}
      {details.length > 0 && (
        <details data-testid="problem-details">
          <summary>{words.details}</summary>
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
