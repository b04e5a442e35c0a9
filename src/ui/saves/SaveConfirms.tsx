// The two questions the saves dialog asks before anything is lost: replace an unsaved game with a loaded one, and
// save under a name that holds another game.
import type { SavesWords } from '../../i18n/savesWords'

export function ReplaceConfirm({
  w,
  onYes,
  onExport,
  onNo,
}: {
  w: SavesWords
  onYes: () => void
  onExport: () => void
  onNo: () => void
}) {
  return (
    <div className="confirm" role="alertdialog" data-testid="confirm-replace">
      <p>{w.confirmReplace}</p>
      <div className="row">
        <button type="button" className="primary" data-testid="confirm-replace-yes" onClick={onYes}>
          {w.replace}
        </button>
        <button type="button" data-testid="confirm-replace-export" onClick={onExport}>
          {w.exportFirst}
        </button>
        <button type="button" data-testid="confirm-replace-no" onClick={onNo}>
          {w.cancel}
        </button>
      </div>
    </div>
  )
}

export function OverwriteConfirm({
  w,
  name,
  free,
  onReplace,
  onKeepBoth,
  onNo,
}: {
  w: SavesWords
  name: string
  /** The free name «name (2)» the other choice saves under. */
  free: string
  onReplace: () => void
  onKeepBoth: () => void
  onNo: () => void
}) {
  return (
    <div className="confirm" role="alertdialog" data-testid="confirm-overwrite">
      <p>{w.confirmOverwrite(name)}</p>
      <div className="row">
        <button type="button" data-testid="confirm-overwrite-yes" onClick={onReplace}>
          {w.overwrite}
        </button>
        <button type="button" className="primary" data-testid="confirm-overwrite-new" onClick={onKeepBoth}>
          {w.saveAs(free)}
        </button>
        <button type="button" data-testid="confirm-overwrite-no" onClick={onNo}>
          {w.cancel}
        </button>
      </div>
    </div>
  )
}
