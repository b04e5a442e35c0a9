// A list of named saves that cannot be read: said, kept apart, never written over; the player can save its text to
// a file and, once it is kept apart, delete it.
import type { SavesWords } from '../../i18n/savesWords'
import { downloadText } from './downloadText'

export function UnreadableList({
  w,
  text,
  kept,
  fileName,
  onDelete,
}: {
  w: SavesWords
  text: string
  kept: boolean
  fileName: string
  onDelete: () => void
}) {
  return (
    <div className="error" role="alert" data-testid="saves-unreadable">
      <p>{w.unreadableList}</p>
      <div className="row">
        <button type="button" data-testid="saves-unreadable-export" onClick={() => downloadText(fileName, text)}>
          {w.unreadableExport}
        </button>
        {kept && (
          <button type="button" data-testid="saves-unreadable-delete" onClick={onDelete}>
            {w.unreadableDelete}
          </button>
        )}
      </div>
    </div>
  )
}
