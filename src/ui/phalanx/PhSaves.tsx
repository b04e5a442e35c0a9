// Phalanx saves: the shared saves dialog (ui/saves) bound to this game's store, its saves list and its words. A
// bad or foreign file (a Borodino save, say) is refused with the reason, and the game in progress is untouched.
import { gameTurn, type PhRefusal } from '../../phalanx'
import type { SaveProblem } from '../../core'
import { phalanxSaves, phSaveEntry, validatePhSave, phalanxStore, usePh } from '../../store/phalanx'
import { browserStorage, exportText } from '../../store/saves'
import { SavesDialog, type SavesBinding } from '../saves'
import { usePhT, type PhT } from './usePhT'
import { usePhActions, usePhUiActions } from './phStoreActions'

/** The technical detail of a problem: a refused command by its number and the rule's words, else the fact. */
export const phProblemDetail = (t: PhT, p: SaveProblem): string => {
  const r = p.refusal as PhRefusal | undefined
  if (p.command && r)
    return `№${p.command.index} (${p.command.type}) — ${r.rule}: ${t.ph.refusal[r.code](r.params, t.ph.unitName)}`
  return p.detail ?? ''
}

/** The game in progress as a file to keep. */
export function phGameFile(): { name: string; text: string } {
  const save = phalanxStore.getState().save()
  return { name: `phalanx-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.json`, text: exportText(save) }
}

export function PhSaves() {
  const t = usePhT()
  const s = t.ui.saves
  const state = usePh((g) => g.state)
  const { save, isUnsaved, markSaved, loadText } = usePhActions()
  const { reset, setTutorial, say, open } = usePhUiActions()
  const b: SavesBinding = {
    list: phalanxSaves(browserStorage()),
    words: s,
    entry: () => phSaveEntry(save()),
    defaultName: () => s.defaultName(gameTurn(state)),
    file: phGameFile,
    isUnsaved: () => isUnsaved(),
    markSaved: () => markSaved(),
    check: (text) => {
      const r = validatePhSave(text)
      return r.ok ? [] : r.problems
    },
    load: (text) => loadText(text),
    afterLoad: () => {
      reset()
      setTutorial(null)
      say(s.loaded)
    },
    close: () => open(null),
    describe: (e) => `${s.turn(e.turn)} · ${e.savedAt.slice(0, 16).replace('T', ' ')}`,
    detail: (p) => phProblemDetail(t, p),
    unreadableFileName: 'phalanx-saves-unreadable.txt',
    ids: {
      name: 'ph-save-name',
      save: 'ph-save',
      list: 'ph-saves-list',
      export: 'ph-export',
      importInput: 'ph-import',
      problems: 'save-problems',
    },
  }
  return <SavesDialog b={b} />
}
