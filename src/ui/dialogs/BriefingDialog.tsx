// A short scenario's briefing (SCN.3): the situation, each side's goal, the time limit and the objectives with their
// points (WIN.4). Shown when such a game starts; «К бою» closes it.
import { turnTime } from '../../engine'
import { bundle, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useUiActions } from '../storeActions'
import { useT } from '../useT'
import { Modal } from './Modal'

export function BriefingDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const scenarioId = useGame((s) => s.scenarioId)
  const { openDialog } = useUiActions()
  const s = bundle.scenarioOf?.(scenarioId)
  const close = () => openDialog(null)
  if (!s?.briefing) return null
  const w = t.score.briefing
  const first = s.firstTurn ?? 1
  const last = s.lastTurn ?? 20
  return (
    <Modal title={`${w.title}: ${s.name[lang]}`} onClose={close} testId="briefing-dialog">
      <h3>{w.situation}</h3>
      <p data-testid="briefing-situation">{s.briefing.situation[lang]}</p>
      <h3>{w.fr}</h3>
      <p>{s.briefing.fr[lang]}</p>
      <h3>{w.ru}</h3>
      <p>{s.briefing.ru[lang]}</p>
      <h3>{w.time}</h3>
      <p data-testid="briefing-time">{w.timeLine(turnTime(first), turnTime(last), last - first + 1)}</p>
      {s.victory?.kind === 'objectives' && (
        <>
          <h3>
            {t.score.objectives} <RuleLink id="WIN.4" />
          </h3>
          <ul data-testid="briefing-objectives">
            {s.victory.objectives.map((o) => (
              <li key={o.hex}>
                {o.name[lang]} ({o.hex}): {o.points} — {t.score.heldBy[o.holder]}
              </li>
            ))}
          </ul>
          <p data-testid="briefing-scoring">{w.scoring(s.victory.decisive)}</p>
          {(['fr', 'ru'] as const).map((side) =>
            s.victory?.kind === 'objectives' && s.victory.start?.[side] ? (
              <p key={side} data-testid={`briefing-start-${side}`}>
                {w.startPoints(side, s.victory.start[side])}
              </p>
            ) : null,
          )}
        </>
      )}
      <div className="row">
        <button type="button" className="primary" data-testid="briefing-start" onClick={close}>
          {w.start}
        </button>
      </div>
    </Modal>
  )
}
