// An autosave that could not be read at start: said so, kept as it was until the player decides.
// Until then nothing is autosaved over it; closing the dialog leaves a banner to decide later.
import { useState } from 'react'
import { gameStore, useGame } from '../../store/app'
import { useT } from '../useT'
import { downloadText } from '../download'
import { Modal } from '../dialogs/Dialogs'
import { SaveProblems } from '../dialogs/SaveProblems'

export function BrokenAutosaveDialog() {
  const t = useT()
  const broken = useGame((s) => s.brokenAutosave)
  const [later, setLater] = useState(false)
  if (!broken) return null
  if (later) {
    return (
      <div className="save-failed" role="status" data-testid="broken-autosave-banner">
        <span>{t.safety.brokenPaused}</span>
        <button type="button" onClick={() => setLater(false)}>
          {t.safety.brokenDecide}
        </button>
      </div>
    )
  }
  return (
    <Modal title={t.safety.brokenTitle} onClose={() => setLater(true)} testId="broken-autosave">
      <p>{t.safety.brokenText}</p>
      <SaveProblems problems={broken.problems} />
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="broken-download"
          onClick={() => downloadText('borodino-autosave.json', broken.text)}
        >
          {t.safety.brokenDownload}
        </button>
        <button type="button" data-testid="broken-discard" onClick={() => gameStore.getState().discardBrokenAutosave()}>
          {t.safety.brokenDiscard}
        </button>
      </div>
    </Modal>
  )
}
