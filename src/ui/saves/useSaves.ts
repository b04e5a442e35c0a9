// The saves dialog's logic for either game: named saves, loading with a question before an unsaved game is
// replaced, a name that holds another game never replaced without a yes, delete with undo, export and import, and
// a damaged list kept apart. The markup is SavesDialog.tsx; the words and the game come with the binding.
import { useState } from 'react'
import type { SaveProblem } from '../../core'
import * as saves from '../../store/saves'
import type { NamedSave, PutFailure } from '../../store/saves'
import type { SavesBinding } from './binding'
import { downloadText } from './downloadText'

export type Said = { kind: 'saved'; name: string } | { kind: 'failed'; why: Exclude<PutFailure, 'taken'>; name: string }

export function useSaves(b: SavesBinding) {
  const l = b.list
  const [list, setList] = useState<NamedSave[]>(() => saves.listSaves(l))
  // The default name is one no save has yet, so saving at once never meets another game's save.
  const [name, setName] = useState(() => saves.freeName(list, b.defaultName()))
  const [problems, setProblems] = useState<SaveProblem[]>([])
  const [said, setSaid] = useState<Said | null>(null)
  /** A checked save waiting for the player's yes: it would replace an unsaved game. */
  const [pending, setPending] = useState<string | null>(null)
  /** A name the player chose that holds another game: replaced only after a yes. */
  const [clash, setClash] = useState<string | null>(null)
  const [deleted, setDeleted] = useState<{ entry: NamedSave; at: number } | null>(null)
  // A list that cannot be read is never written over: its text is kept and the player told.
  const unreadableNow = () => saves.keptUnreadableList(l) ?? saves.unreadableList(l)
  const [unreadable, setUnreadable] = useState(unreadableNow)
  const reset = () => {
    setProblems([])
    setSaid(null)
    setPending(null)
    setClash(null)
  }
  const apply = (text: string) => {
    setPending(null)
    const p = b.load(text)
    setProblems(p)
    if (!p.length) {
      b.afterLoad()
      b.close()
    }
  }
  const load = (text: string) => {
    reset()
    const p = b.check(text)
    if (p.length) return setProblems(p)
    if (b.isUnsaved()) setPending(text)
    else apply(text)
  }
  const saveNamed = (as: string, replace = false) => {
    reset()
    const r = saves.putSave(l, as, b.entry(), replace)
    setList(r.saves)
    setUnreadable(unreadableNow())
    if (r.ok) {
      b.markSaved()
      setName(as)
      setSaid({ kind: 'saved', name: as })
    } else if (r.why === 'taken') setClash(as)
    else setSaid({ kind: 'failed', why: r.why, name: as })
  }
  const remove = (s: NamedSave, at: number) => {
    reset()
    const r = saves.deleteSave(l, s.name)
    setList(r.saves)
    setUnreadable(unreadableNow())
    if (r.ok) setDeleted({ entry: s, at })
    else if (r.why !== 'taken') setSaid({ kind: 'failed', why: r.why, name: s.name })
  }
  const undoDelete = () => {
    if (!deleted) return
    const r = saves.putEntry(l, deleted.entry, deleted.at)
    setList(r.saves)
    setDeleted(null)
    if (!r.ok && r.why !== 'taken') setSaid({ kind: 'failed', why: r.why, name: deleted.entry.name })
  }
  const exportGame = () => {
    const f = b.file()
    downloadText(f.name, f.text)
    b.markSaved()
  }
  const importFile = (f: File) => {
    // The size is checked before the file is read into memory.
    if (f.size > l.codec.maxChars)
      return setProblems([{ code: 'too-large', detail: `${Math.round(f.size / 1000)} KB` }])
    f.text().then(load, (err: unknown) => setProblems([{ code: 'not-json', detail: (err as Error)?.message }]))
  }
  const kept = saves.keptUnreadableList(l) !== null
  const discardUnreadable = () => {
    saves.discardUnreadableList(l)
    setUnreadable(unreadableNow())
  }
  return {
    list,
    name,
    setName,
    problems,
    said,
    pending,
    clash,
    deleted,
    unreadable,
    kept,
    freeName: (n: string) => saves.freeName(list, n),
    load,
    apply,
    cancel: () => {
      setPending(null)
      setClash(null)
    },
    saveNamed,
    remove,
    undoDelete,
    exportGame,
    importFile,
    discardUnreadable,
  }
}
