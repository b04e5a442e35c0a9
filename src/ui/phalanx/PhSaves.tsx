// Phalanx saves: named saves in the browser, a file to download and a file to load. Files are checked by
// replaying them; a bad or foreign file (a Borodino save, say) is refused with the reason, and the game in
// progress is untouched.
import { useState } from 'react'
import { gameTurn } from '../../phalanx'
import { deletePhSave, listPhSaves, putPhSave, type PhNamedSave } from '../../store/phalanx/namedSaves'
import { validatePhSave, type PhSaveProblem } from '../../store/phalanx/save'
import { phalanxStore } from '../../store/phalanx/store'
import { browserStorage } from '../../store/storage'
import { Modal } from '../dialogs/Dialogs'
import { usePhUi } from './phUi'
import { usePhT, type PhT } from './usePhT'

const describe = (t: PhT, p: PhSaveProblem): string => {
  const base = t.ui.saves.problem[p.code]
  const rule = p.refusal
    ? ` — ${t.ph.refusal[p.refusal.code](p.refusal.params, t.ph.unitName)} (${p.refusal.rule})`
    : ''
  const detail = p.command ? `№${p.command.index}` : p.detail
  return `${base}${detail ? `: ${detail}` : ''}${rule}`
}

export function loadPhText(t: PhT, text: string): string[] | null {
  const r = validatePhSave(text)
  if (!r.ok) return r.problems.map((p) => describe(t, p))
  usePhUi.getState().reset()
  phalanxStore.getState().load(r.save)
  return null
}

export function PhSaves() {
  const t = usePhT()
  const s = t.ui.saves
  const kv = browserStorage()
  const [saves, setSaves] = useState<PhNamedSave[]>(() => listPhSaves(kv))
  const [name, setName] = useState(() => s.defaultName(gameTurn(phalanxStore.getState().state)))
  const [note, setNote] = useState<string | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const close = () => usePhUi.getState().open(null)
  const load = (text: string) => {
    const p = loadPhText(t, text)
    if (p) {
      setProblems(p)
      setNote(null)
    } else {
      usePhUi.getState().say(s.loaded)
      close()
    }
  }
  const save = () => {
    const r = putPhSave(kv, name.trim() || s.defaultName(0), phalanxStore.getState().save())
    setSaves(r.saves)
    setNote(r.ok ? s.saved : s.full)
  }
  const download = () => {
    const blob = new Blob([JSON.stringify(phalanxStore.getState().save(), null, 1)], { type: 'application/json' })
    const a = document.createElement('a')
    a.href = URL.createObjectURL(blob)
    a.download = `phalanx-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.json`
    a.click()
    setTimeout(() => URL.revokeObjectURL(a.href), 1000)
  }
  return (
    <Modal title={s.title} onClose={close} testId="saves-dialog">
      <div className="row">
        <label className="field">
          {s.name} <input value={name} data-testid="ph-save-name" onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="button" className="primary" data-testid="ph-save" onClick={save}>
          {s.save}
        </button>
      </div>
      {note && (
        <p className="small" role="status">
          {note}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="ph-refusal" role="alert" data-testid="save-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {saves.length === 0 ? (
        <p className="muted">{s.none}</p>
      ) : (
        <ul className="ph-saves" data-testid="ph-saves-list">
          {saves.map((e) => (
            <li key={e.name}>
              <span>
                {e.name} · {s.turn(e.turn)} · {e.savedAt.slice(0, 16).replace('T', ' ')}
              </span>
              <button type="button" onClick={() => load(e.text)}>
                {s.load}
              </button>
              <button type="button" onClick={() => setSaves(deletePhSave(kv, e.name).saves)}>
                {s.del}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button type="button" data-testid="ph-export" onClick={download}>
          {s.exportFile}
        </button>
        <label className="file-btn">
          {s.importFile}{' '}
          <input
            type="file"
            accept=".json,application/json"
            data-testid="ph-import"
            onChange={(e) => {
              const f = e.target.files?.[0]
              if (f) void f.text().then(load)
              e.target.value = ''
            }}
          />
        </label>
      </div>
    </Modal>
  )
}
