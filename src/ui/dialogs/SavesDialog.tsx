// Saves: named saves in the browser, export to a JSON file, import from one (validated).
import { useRef, useState } from 'react'
import { bundle, gameStore } from '../../store/app'
import { stringsFor, type Lang } from '../../i18n'
import type { SaveProblem } from '../../store/save'
import { browserStorage, deleteSave, listSaves, putSave, type NamedSave } from '../../store/storage'
import { useUi } from '../../store/uiStore'
import { useT } from '../useT'
import { Modal } from './Dialogs'
import { turnTime } from '../../engine'

const kv = browserStorage()

export function SavesDialog() {
  const t = useT()
  const [saves, setSaves] = useState<NamedSave[]>(() => listSaves(kv))
  const lang = useUi((s) => s.lang)
  const [name, setName] = useState(() => defaultName(lang))
  const [problems, setProblems] = useState<SaveProblem[]>([])
  const [note, setNote] = useState<string | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const close = () => useUi.getState().openDialog(null)
  const load = (text: string) => {
    const p = gameStore.getState().loadText(text)
    setProblems(p)
    setNote(p.length ? null : t.saves.loaded)
    if (!p.length) {
      useUi.getState().clearAttack()
      useUi.getState().selectUnit(null)
      useUi.getState().say(t.saves.loaded)
      close()
    }
  }
  const exportFile = () => {
    const save = gameStore.getState().save()
    const blob = new Blob([JSON.stringify(save, null, 1)], { type: 'application/json' })
    const a = document.createElement('a')
    a.href = URL.createObjectURL(blob)
    a.download = `borodino-turn${save.state.turn}-${save.state.side}.json`
    a.click()
    setTimeout(() => URL.revokeObjectURL(a.href), 1000)
  }
  return (
    <Modal title={t.saves.title} onClose={close} testId="saves-dialog">
      <p className="muted small">{t.saves.autosave}</p>
      <div className="row">
        <input type="text" aria-label={t.saves.name} data-testid="save-name" value={name} onChange={(e) => setName(e.target.value)} />
        <button type="button" className="primary" data-testid="save-named" onClick={() => {
          setSaves(putSave(kv, name, gameStore.getState().save()))
          setNote(t.saves.saved(name))
        }}>{t.saves.save}</button>
      </div>
      {saves.length === 0 ? <p className="muted">{t.saves.empty}</p> : (
        <ul className="save-list">
          {saves.map((s) => (
            <li key={s.name} data-save={s.name}>
              <span><b>{s.name}</b> · {t.turn} {s.turn} ({turnTime(s.turn)}) · {new Date(s.savedAt).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' })}</span>
              <button type="button" onClick={() => load(s.text)}>{t.saves.load}</button>
              <button type="button" onClick={() => setSaves(deleteSave(kv, s.name))}>{t.saves.del}</button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button type="button" data-testid="export" onClick={exportFile}>{t.saves.export}</button>
        <button type="button" data-testid="import" onClick={() => file.current?.click()}>{t.saves.import}</button>
        <input ref={file} type="file" accept=".json,application/json" data-testid="import-file" hidden onChange={async (e) => {
          const f = e.target.files?.[0]
          if (f) load(await f.text())
          e.target.value = ''
        }} />
      </div>
      {note && <p className="ok" data-testid="save-note">{note}</p>}
      {problems.length > 0 && (
        <div className="error" role="alert" data-testid="import-error">
          <p><b>{t.saves.bad}</b></p>
          <ul>{problems.map((p, i) => <li key={i}>{t.saves.problem[p.code](p.text?.[lang] ?? p.detail ?? '')}</li>)}</ul>
        </div>
      )}
    </Modal>
  )
}

/** «Историческое сражение, 06:30, французы»: the scenario's name, the time and the side to play. */
function defaultName(lang: Lang): string {
  const s = gameStore.getState().state
  const scenario = bundle.scenarios.find((x) => x.id === s.scenarioId)?.name[lang] ?? s.scenarioId
  return `${scenario}, ${turnTime(s.turn)}, ${stringsFor(lang).side[s.side].toLowerCase()}`
}
