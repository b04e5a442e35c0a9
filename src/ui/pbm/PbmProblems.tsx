// A refused turn file: what is wrong in the player's words, the technical detail behind «Подробности».
import type { TurnProblem } from '../../store/pbm'
import { formatRefusal } from '../../i18n'
import { useUi } from '../../store/ui'
import { useT } from '../useT'

export function PbmProblems({ problems, onClose }: { problems: TurnProblem[]; onClose: () => void }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  return (
    <div className="pbm-problems" role="alert" data-testid="pbm-problems">
      <strong>{t.pbm.refusedTitle}</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i} data-problem={p.code}>
            {t.pbm.problem[p.code]}
            {(p.detail || p.refusal) && (
              <details>
                <summary>{t.pbm.details}</summary>
                <code>
                  {p.code}
                  {p.detail ? `: ${p.detail}` : ''}
                </code>
                {p.refusal && <div>{formatRefusal(p.refusal, lang)}</div>}
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
