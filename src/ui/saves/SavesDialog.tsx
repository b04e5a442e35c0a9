// The saves dialog of either game: named saves in the browser, export to a file, import from one (checked first).
// Nothing here can lose a game: a load that would replace an unsaved game asks first, a name that holds another
// game asks first, a delete can be undone, a save that does not fit says so and leaves the saves as they were.
import { useRef } from 'react'
import { Modal } from '../dialogs/Modal'
import { DEFAULT_IDS, type SavesBinding } from './binding'
import { SaveProblems } from './SaveProblems'
import { OverwriteConfirm, ReplaceConfirm } from './SaveConfirms'
import { UnreadableList } from './UnreadableList'
import { useSaves } from './useSaves'

export function SavesDialog({ b, intro }: { b: SavesBinding; intro?: string }) {
  const s = useSaves(b)
  const w = b.words
  const ids = { ...DEFAULT_IDS, ...b.ids }
  const file = useRef<HTMLInputElement>(null)
  return (
    <Modal title={w.title} onClose={b.close} testId="saves-dialog">
      {intro && <p className="muted small">{intro}</p>}
      <div className="row">
        <input
          type="text"
          aria-label={w.name}
          data-testid={ids.name}
          value={s.name}
          onChange={(e) => s.setName(e.target.value)}
        />
        <button
          type="button"
          className="primary"
          data-testid={ids.save}
          onClick={() => s.saveNamed(s.name.trim() || b.defaultName())}
        >
          {w.save}
        </button>
      </div>
      {s.unreadable !== null && (
        <UnreadableList
          w={w}
          text={s.unreadable}
          kept={s.kept}
          fileName={b.unreadableFileName}
          onDelete={s.discardUnreadable}
        />
      )}
      {s.list.length === 0 ? (
        <p className="muted">{w.empty}</p>
      ) : (
        <ul className="save-list" data-testid={ids.list}>
          {s.list.map((e, i) => (
            <li key={e.name} data-save={e.name}>
              <span>
                <b>{e.name}</b> · {b.describe(e)}
              </span>
              <button type="button" data-testid="save-load" onClick={() => s.load(e.text)}>
                {w.load}
              </button>
              <button type="button" data-testid="save-delete" onClick={() => s.remove(e, i)}>
                {w.del}
              </button>
            </li>
          ))}
        </ul>
      )}
      {s.deleted && (
        <p className="ok row" data-testid="save-deleted">
          {w.deleted(s.deleted.entry.name)}{' '}
          <button type="button" data-testid="save-undo-delete" onClick={s.undoDelete}>
            {w.undoDelete}
          </button>
        </p>
      )}
      <div className="row">
        <button type="button" data-testid={ids.export} onClick={s.exportGame}>
          {w.export}
        </button>
        <button type="button" data-testid="import" onClick={() => file.current?.click()}>
          {w.import}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          data-testid={ids.importInput}
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0]
            // The File outlives the input's value, so the input can be cleared before the text is read.
            e.target.value = ''
            if (f) s.importFile(f)
          }}
        />
      </div>
      {s.pending !== null && (
        <ReplaceConfirm w={w} onYes={() => s.apply(s.pending!)} onExport={s.exportGame} onNo={s.cancel} />
      )}
      {s.clash !== null && (
        <OverwriteConfirm
          w={w}
          name={s.clash}
          free={s.freeName(s.clash)}
          onReplace={() => s.saveNamed(s.clash!, true)}
          onKeepBoth={() => s.saveNamed(s.freeName(s.clash!))}
          onNo={s.cancel}
        />
      )}
      {s.said?.kind === 'saved' && (
        <p className="ok" role="status" data-testid="save-note">
          {w.saved(s.said.name)}
        </p>
      )}
      {s.said?.kind === 'failed' && (
        <p className="error" role="alert" data-testid="save-failed">
          {w.notSaved[s.said.why](s.said.name)}
        </p>
      )}
      {s.problems.length > 0 && (
        <SaveProblems problems={s.problems} words={w} detail={b.detail} title={w.bad} testId={ids.problems} />
      )}
    </Modal>
  )
}
