// The coach's analysis in the review's side panel: «Разбор ошибок» starts it on its worker; a progress bar with a
// cancel while it runs; then the verdict on the reviewed step (its grade, its cost, one line from the numbers, the
// better step drawn on the board) and the worst three decisions of each turn, each a jump to it.
import { useMemo } from 'react'
import { turnTime } from '../../engine'
import { ANALYSIS_STRINGS } from '../../i18n/analysis'
import { useGame } from '../../store/app'
import { useAnalysis, useReview } from '../../store/review'
import { useUi } from '../../store/ui'
import { worstOfTurns } from './worst'
import { decisionAt, explain } from './analysisView'
import { commandText, namesFrom } from './format'
import { useReviewActions } from '../storeActions'
import { useRT } from './useRT'

export function AnalysisPanel() {
  const lang = useUi((s) => s.lang)
  const w = ANALYSIS_STRINGS[lang]
  const status = useAnalysis((s) => s.status)
  const done = useAnalysis((s) => s.done)
  const total = useAnalysis((s) => s.total)
  const results = useAnalysis((s) => s.results)
  const start = useAnalysis((s) => s.start)
  const cancel = useAnalysis((s) => s.cancel)
  // Both sides judged (two people at one screen): each decision says whose it is.
  const both = useAnalysis((s) => s.sides.length > 1)
  const r = useRT()
  const position = useReview((s) => s.position)
  const played = useGame((s) => s.commands.length > 0)
  const scenario = useGame((s) => s.state)
  const names = useMemo(() => namesFrom(scenario, lang), [scenario.scenarioId, lang]) // eslint-disable-line react-hooks/exhaustive-deps
  const { jump } = useReviewActions()
  const worst = useMemo(() => worstOfTurns(results ?? []), [results])
  const d = decisionAt(results, position - 1)
  const count = (g: string) => (results ?? []).filter((x) => x.grade === g).length
  return (
    <section className="panel analysis" data-testid="analysis" data-status={status} aria-label={w.title}>
      <div className="analysis-head">
        <h3>{w.title}</h3>
        {status !== 'running' && (
          <button
            type="button"
            className="small-btn"
            data-testid="analyse"
            title={w.hint}
            disabled={!played}
            onClick={start}
          >
            {status === 'idle' ? w.analyse : w.again}
          </button>
        )}
      </div>
      {status === 'idle' && <p className="muted small">{w.hint}</p>}
      {status === 'running' && (
        <div className="analysis-run">
          <div
            className="analysis-bar"
            role="progressbar"
            data-testid="analysis-progress"
            data-done={done}
            data-total={total}
            aria-valuemin={0}
            aria-valuemax={total || 1}
            aria-valuenow={done}
            aria-label={w.title}
          >
            <span style={{ width: `${total ? (100 * done) / total : 0}%` }} />
          </div>
          <span className="small">{w.progress(done, total)}</span>
          <button type="button" className="small-btn" data-testid="analysis-cancel" onClick={cancel}>
            {w.cancel}
          </button>
        </div>
      )}
      {status === 'cancelled' && <p className="muted small">{w.cancelled}</p>}
      {status === 'error' && <p className="muted small">{w.failed}</p>}
      {status === 'done' && results && (
        <>
          <p className="small" data-testid="analysis-summary">
            {w.summary(results.length, count('inaccuracy'), count('mistake'), count('blunder'))}
          </p>
          {d?.grade && (
            <div className={`analysis-verdict grade-${d.grade}`} data-testid="analysis-verdict" data-grade={d.grade}>
              <b>
                {w.mark[d.grade]} {w.verdict(w.grade[d.grade], d.loss)}
              </b>
              <div className="small" data-testid="analysis-explain">
                {explain(d, names, lang)}
              </div>
            </div>
          )}
          {worst.length === 0 && <p className="muted small">{w.noneGraded}</p>}
          <div className="analysis-worst-list">
            {worst.map(({ turn, worst: list }) => (
              <div key={turn}>
                <div className="analysis-turn small">{w.worstHead(turn, turnTime(turn))}</div>
                <ol data-testid="analysis-worst" data-turn={turn}>
                  {list.map((x) => (
                    <li key={x.start} data-grade={x.grade} data-kind={x.kind}>
                      <button type="button" className="analysis-jump" data-start={x.start} onClick={() => jump(x.end)}>
                        <span className={`grade-mark grade-${x.grade}`}>{x.grade ? w.mark[x.grade] : ''}</span>
                        <span className="grow">
                          {both && <b className={`side-${x.side}`}>{r.sideName[x.side]} · </b>}
                          {x.kind === 'movement' || !x.played.commands[0]
                            ? w.kind[x.kind]
                            : commandText(x.played.commands[0], names, lang)}
                        </span>
                        <span className="analysis-cost" title={w.costTitle}>
                          {w.cost(x.loss)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  )
}
