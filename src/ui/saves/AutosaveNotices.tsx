// The autosave's two notices, for either game: an autosave found at start that cannot be read (said once in a
// dialog, kept as it was until the player saves it to a file or deletes it; closed without a choice, a banner
// says autosaving is paused), and an autosave that could not be written (a banner until one is).
import { useState } from 'react'
import type { SaveProblem } from '../../core'
import type { AutosaveWords, SavesWords } from '../../i18n/savesWords'
import { Modal } from '../dialogs/Modal'
import { SaveProblems } from './SaveProblems'
import { downloadText } from './downloadText'

export function BrokenAutosave({
  broken,
  w,
  problemWords,
  detail,
  fileName,
  onDiscard,
}: {
  broken: { text: string; problems: readonly SaveProblem[] } | null
  w: AutosaveWords
  problemWords: Pick<SavesWords, 'problem' | 'details'>
  detail: (p: SaveProblem) => string
  fileName: string
  onDiscard: () => void
}) {
  const [later, setLater] = useState(false)
  if (!broken) return null
  if (later) {
    return (
      <div className="save-failed" role="status" data-testid="broken-autosave-banner">
        <span>{w.brokenPaused}</span>
        <button type="button" onClick={() => setLater(false)}>
          {w.brokenDecide}
        </button>
      </div>
    )
  }
  return (
    <Modal title={w.brokenTitle} onClose={() => setLater(true)} testId="broken-autosave">
      <p>{w.brokenText}</p>
      <SaveProblems problems={broken.problems} words={problemWords} detail={detail} />
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="broken-download"
          onClick={() => downloadText(fileName, broken.text)}
        >
          {w.brokenDownload}
        </button>
        <button type="button" data-testid="broken-discard" onClick={onDiscard}>
          {w.brokenDiscard}
        </button>
      </div>
    </Modal>
  )
}

export function SaveFailedBanner({
  failed,
  w,
  onDownload,
}: {
  failed: 'full' | 'unavailable' | null
  w: AutosaveWords
  onDownload: () => void
}) {
  if (!failed) return null
  return (
    <div className="save-failed" role="alert" data-testid="save-failed-banner">
      <span>{w.saveFailed[failed]}</span>
      <button type="button" className="primary" data-testid="save-failed-download" onClick={onDownload}>
        {w.download}
      </button>
    </div>
  )
}
