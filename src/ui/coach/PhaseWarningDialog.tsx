// The one question before a phase end that costs something (Coach.phaseEndWarnings): every warning listed, each with
// a way to see it on the map, and in the movement phase how to avoid it; «Go back» (the default: focused, and Escape)
// leaves the game as it is, «End anyway» ends the phase the way it was asked to — asked again if the game has changed
// since the question was put (the warnings would be about another position).
import { useEffect, useRef } from 'react'
import { gameStore, useGame } from '../../store/app'
import type { Coach } from '../../engine'
import { useUi } from '../../store/ui'
import { warningText } from '../../i18n'
import { Modal } from '../dialogs/Modal'
import { emit } from '../board/host'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'
import { useCoachNames } from './names'

const gameState = () => gameStore.getState().state

export function PhaseWarningDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const warnings = useUi((s) => s.phaseWarnings)
  const state = useGame((s) => s.state)
  const names = useCoachNames(state, lang, t)
  const { openDialog, focusOn, selectCommander } = useUiActions()
  const back = useRef<HTMLButtonElement>(null)
  const asked = useRef(state)
  useEffect(() => back.current?.focus(), [])
  const goBack = () => openDialog(null)
  const endAnyway = () => {
    openDialog(null)
    emit({ kind: 'endPhase', confirmed: gameState() === asked.current })
  }
  const show = (w: Coach.Warning) => {
    openDialog(null)
    if (w.code === 'commander-captured' || w.code === 'commander-alone') selectCommander(w.commander)
    focusOn(w.hex)
  }
  return (
    <Modal title={t.coach.phaseTitle} onClose={goBack} testId="phase-warning">
      <p>{t.coach.phaseIntro}</p>
      <ul className="phase-warnings">
        {warnings.map((w, i) => (
          <li key={i} data-warning={w.code}>
            ⚠ {warningText(w, t.coach, names)} <RuleLink id={w.rule} />{' '}
            <button type="button" className="link-btn" data-testid="phase-warning-show" onClick={() => show(w)}>
              {t.unit.showOnMap}
            </button>
          </li>
        ))}
      </ul>
      {state.phase === 'movement' && <p className="phase-avoid">{t.coach.phaseAvoid}</p>}
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
