// The one question before a phase end that costs something (Coach.phaseEndWarnings): every warning listed, «Go back»
// (the default: focused, and Escape) leaves the game as it is, «End anyway» ends the phase the way it was asked to.
import { useEffect, useRef } from 'react'
import { useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { warningText } from '../../i18n'
import { Modal } from '../dialogs/Modal'
import { emit } from '../board/host'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'
import { useCoachNames } from './names'

export function PhaseWarningDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const warnings = useUi((s) => s.phaseWarnings)
  const state = useGame((s) => s.state)
  const names = useCoachNames(state, lang, t)
  const { openDialog } = useUiActions()
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => back.current?.focus(), [])
  const goBack = () => openDialog(null)
  const endAnyway = () => {
    openDialog(null)
    emit({ kind: 'endPhase', confirmed: true })
  }
  return (
    <Modal title={t.coach.phaseTitle} onClose={goBack} testId="phase-warning">
      <p>{t.coach.phaseIntro}</p>
      <ul className="phase-warnings">
        {warnings.map((w, i) => (
          <li key={i} data-warning={w.code}>
            ⚠ {warningText(w, t.coach, names)} <RuleLink id={w.rule} />
          </li>
        ))}
      </ul>
      <div className="row">
        <button type="button" ref={back} className="primary" data-testid="phase-warning-back" onClick={goBack}>
          {t.coach.back}
        </button>
        <button type="button" data-testid="phase-warning-end" onClick={endAnyway}>
          {t.coach.endAnyway}
        </button>
      </div>
    </Modal>
  )
}
