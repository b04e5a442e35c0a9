// Start or resume the tutorial (from the top bar and the new-game dialog).
import { useTutorial } from '../../store/tutorial'
import { useUi } from '../../store/uiStore'
import { Modal } from '../dialogs/Dialogs'
import { useT } from '../useT'

export function TutorialButtons() {
  const t = useT()
  const saved = useTutorial((s) => s.saved)
  const start = useTutorial.getState().start
  return (
    <div className="row">
      {saved !== null && <button type="button" className="primary" data-testid="tutorial-resume" onClick={() => start(true)}>{t.tutorial.resume(saved + 1)}</button>}
      <button type="button" className={saved === null ? 'primary' : ''} data-testid="tutorial-start" onClick={() => start(false)}>
        {saved === null ? t.tutorial.start : t.tutorial.restart}
      </button>
    </div>
  )
}

export function TutorialDialog() {
  const t = useT()
  return (
    <Modal title={t.tutorial.menu} onClose={() => useUi.getState().openDialog(null)} testId="tutorial-dialog">
      <p>{t.tutorial.intro}</p>
      <TutorialButtons />
    </Modal>
  )
}
