// Saves: named saves in the browser, export to a JSON file, import from one (validated).
// Nothing here can lose a game: a load that would replace an unsaved game asks first, a delete can be
// undone, a save that does not fit says so and leaves the saves as they were.
import { useRef, useState } from 'react'
import { bundle, gameStore } from '../../store/app'
import { stringsFor, type Lang } from '../../i18n'
import { MAX_SAVE_CHARS, type SaveProblem } from '../../store/save'
import { validateSave } from '../../store/saveReader'
import {
  browserStorage,
  deleteSave,
  discardUnreadableList,
  freeName,
  keptUnreadableList,
  listSaves,
  putEntry,
  putSave,
  unreadableList,
  type NamedSave,
} from '../../store/storage'
import { useUi } from '../../store/uiStore'
import { useAllT } from '../useT'
import { Modal } from './Dialogs'
import { turnTime } from '../../engine'
import { downloadGame, downloadText } from '../download'
import { SaveProblems } from './SaveProblems'

export function SavesDialog() {
  // Storage is reached when the dialog opens, not when its module is imported.
  const kv = browserStorage()
  const t = useAllT()
  const [saves, setSaves] = useState<NamedSave[]>(() => listSaves(kv))
  const lang = useUi((s) => s.lang)
  // The default name is one no save has yet, so saving at once never meets another game's save.
  const [name, setName] = useState(() => freeName(saves, defaultName(lang)))
  const [problems, setProblems] = useState<SaveProblem[]>([])
  const [note, setNote] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  /** A checked save waiting for the player's yes: it would replace an unsaved game. */
  const [pending, setPending] = useState<string | null>(null)
  /** A name the player chose that holds another game: replaced only after a yes. */
  const [clash, setClash] = useState<string | null>(null)
  const [deleted, setDeleted] = useState<{ entry: NamedSave; at: number } | null>(null)
  const file = useRef<HTMLInputElement>(null)
  // A saves list that cannot be read is never written over: its text is kept and the player told.
  const [unreadable, setUnreadable] = useState(() => keptUnreadableList(kv) ?? unreadableList(kv))
  const refreshUnreadable = () => setUnreadable(keptUnreadableList(kv) ?? unreadableList(kv))
  const close = () => useUi.getState().openDialog(null)
  const reset = () => {
    setProblems([])
    setNote(null)
    setFailure(null)
    setPending(null)
    setClash(null)
  }
  const apply = (text: string) => {
    const p = gameStore.getState().loadText(text)
    setProblems(p)
    if (!p.length) {
      useUi.getState().clearAttack()
      useUi.getState().selectUnit(null)
      useUi.getState().say(t.saves.loaded)
      close()
    }
  }
  const load = (text: string) => {
    reset()
    const res = validateSave(text, bundle)
    if (!res.ok) return setProblems(res.problems)
    if (gameStore.getState().isUnsaved()) setPending(text)
    else apply(text)
  }
  const saveNamed = (as: string, replace = false) => {
    reset()
    const r = putSave(kv, as, gameStore.getState().save(), replace)
    setSaves(r.saves)
    refreshUnreadable()
    if (r.ok) {
      gameStore.getState().markSaved()
      setName(as)
      setNote(t.saves.saved(as))
    } else if (r.why === 'taken') setClash(as)
    else setFailure(t.saves.notSaved[r.why](as))
  }
  const remove = (s: NamedSave, at: number) => {
    reset()
    const r = deleteSave(kv, s.name)
    setSaves(r.saves)
    refreshUnreadable()
    if (r.ok) setDeleted({ entry: s, at })
  }
  const undoDelete = () => {
    if (!deleted) return
    const r = putEntry(kv, deleted.entry, deleted.at)
    setSaves(r.saves)
    setDeleted(null)
    if (!r.ok && r.why !== 'taken') setFailure(t.saves.notSaved[r.why](deleted.entry.name))
  }
  return (
    <Modal title={t.saves.title} onClose={close} testId="saves-dialog">
      <p className="muted small">{t.saves.autosave}</p>
      <div className="row">
        <input
          type="text"
          aria-label={t.saves.name}
          data-testid="save-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="button" className="primary" data-testid="save-named" onClick={() => saveNamed(name)}>
          {t.saves.save}
        </button>
      </div>
      {unreadable !== null && (
        <div className="error" role="alert" data-testid="saves-unreadable">
          <p>{t.saves.unreadableList}</p>
          <div className="row">
            <button
              type="button"
              data-testid="saves-unreadable-export"
              onClick={() => downloadText('borodino-saves-unreadable.txt', unreadable)}
            >
              {t.saves.unreadableExport}
            </button>
            {keptUnreadableList(kv) !== null && (
              <button
                type="button"
                data-testid="saves-unreadable-delete"
                onClick={() => {
                  discardUnreadableList(kv)
                  refreshUnreadable()
                }}
              >
                {t.saves.unreadableDelete}
              </button>
            )}
          </div>
        </div>
      )}
      {saves.length === 0 ? (
        <p className="muted">{t.saves.empty}</p>
      ) : (
        <ul className="save-list">
          {saves.map((s, i) => (
            <li key={s.name} data-save={s.name}>
              <span>
                <b>{s.name}</b> · {t.turn} {s.turn} ({turnTime(s.turn)}) ·{' '}
                {new Date(s.savedAt).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </span>
              <button type="button" data-testid="save-load" onClick={() => load(s.text)}>
                {t.saves.load}
              </button>
              <button type="button" data-testid="save-delete" onClick={() => remove(s, i)}>
                {t.saves.del}
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleted && (
        <p className="ok row" data-testid="save-deleted">
          {t.saves.deleted(deleted.entry.name)}{' '}
          <button type="button" data-testid="save-undo-delete" onClick={undoDelete}>
            {t.saves.undoDelete}
          </button>
        </p>
      )}
      <div className="row">
        <button type="button" data-testid="export" onClick={() => downloadGame()}>
          {t.saves.export}
        </button>
        <button type="button" data-testid="import" onClick={() => file.current?.click()}>
          {t.saves.import}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          data-testid="import-file"
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0]
            // The File outlives the input's value, so the input can be cleared before the text is read.
            e.target.value = ''
            if (!f) return
            // The size is checked before the file is read into memory.
            if (f.size > MAX_SAVE_CHARS)
              return setProblems([{ code: 'too-large', detail: `${Math.round(f.size / 1000)} KB` }])
            f.text().then(load, (err: unknown) => setProblems([{ code: 'not-json', detail: (err as Error)?.message }]))
          }}
        />
      </div>
      {pending !== null && (
        <div className="confirm" role="alertdialog" data-testid="confirm-replace">
          <p>{t.saves.confirmReplace}</p>
          <div className="row">
            <button type="button" className="primary" data-testid="confirm-replace-yes" onClick={() => apply(pending)}>
              {t.saves.replace}
            </button>
            <button type="button" data-testid="confirm-replace-export" onClick={() => downloadGame()}>
              {t.saves.exportFirst}
            </button>
            <button type="button" data-testid="confirm-replace-no" onClick={() => setPending(null)}>
              {t.saves.cancel}
            </button>
          </div>
        </div>
      )}
      {clash !== null && (
        <div className="confirm" role="alertdialog" data-testid="confirm-overwrite">
          <p>{t.saves.confirmOverwrite(clash)}</p>
          <div className="row">
            <button type="button" data-testid="confirm-overwrite-yes" onClick={() => saveNamed(clash, true)}>
              {t.saves.overwrite}
            </button>
            <button
              type="button"
              className="primary"
              data-testid="confirm-overwrite-new"
              onClick={() => saveNamed(freeName(saves, clash))}
            >
              {t.saves.saveAs(freeName(saves, clash))}
            </button>
            <button type="button" data-testid="confirm-overwrite-no" onClick={() => setClash(null)}>
              {t.saves.cancel}
            </button>
          </div>
        </div>
      )}
      {note && (
        <p className="ok" data-testid="save-note">
          {note}
        </p>
      )}
      {failure && (
        <p className="error" role="alert" data-testid="save-failed">
          {failure}
        </p>
      )}
      {problems.length > 0 && <SaveProblems problems={problems} title={t.saves.bad} testId="import-error" />}
    </Modal>
  )
}

/** «Историческое сражение, 06:30, французы»: the scenario's name, the time and the side to play. */
function defaultName(lang: Lang): string {
  const s = gameStore.getState().state
  const scenario = bundle.scenarios.find((x) => x.id === s.scenarioId)?.name[lang] ?? s.scenarioId
  return `${scenario}, ${turnTime(s.turn)}, ${stringsFor(lang).side[s.side].toLowerCase()}`
}
