// A refused turn file, whichever game's: what is wrong in the player's words, the technical detail behind
// «Подробности»; a refused command is worded by the game's own refusals.
import type { MailProblem, TurnProblemCode } from '../../store/mail'

export interface ProblemWords {
  refusedTitle: string
  details: string
  problem: Record<TurnProblemCode, string>
}

export function PbmProblems<R>({
  problems,
  words,
  refusal,
  onClose,
}: {
  problems: Array<MailProblem<R>>
  words: ProblemWords
  refusal: (r: R) => string
  onClose: () => void
}) {
  return (
    <div className="pbm-problems" role="alert" data-testid="pbm-problems">
      <strong>{words.refusedTitle}</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i} data-problem={p.code}>
            {words.problem[p.code]}
            {(p.detail || p.refusal) && (
              <details>
                <summary>{words.details}</summary>
                <code>
                  {p.code}
                  {p.detail ? `: ${p.detail}` : ''}
                </code>
                {p.refusal && <div>{refusal(p.refusal)}</div>}
              </details>
            )}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        ✕
      </button>
    </div>
  )
}
