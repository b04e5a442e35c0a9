// Borodino's saves dialog: the shared one (ui/saves) bound to this game's store, its saves list and its words.
import { bundle, useGame } from '../../store/app'
import { stringsFor, saveProblemDetail, type Lang } from '../../i18n'
import { type SaveProblem, validateSave, borodinoSaves, browserStorage, saveEntry } from '../../store/game'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { type GameState, turnTime } from '../../engine'
import { gameFile } from '../download'
import { SavesDialog as Dialog, type SavesBinding } from '../saves'
import { useGameActions, useUiActions } from '../storeActions'

export function SavesDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const { save, isUnsaved, markSaved, loadText } = useGameActions()
  const { clearAttack, selectUnit, say, openDialog } = useUiActions()
  const b: SavesBinding = {
    // Storage is reached when the dialog opens, not when its module is imported.
    list: borodinoSaves(browserStorage()),
    words: t.saves,
    entry: () => saveEntry(save()),
    defaultName: () => defaultName(state, lang),
    file: gameFile,
    isUnsaved: () => isUnsaved(),
    markSaved: () => markSaved(),
    check: (text) => {
      const r = validateSave(text, bundle)
      return r.ok ? [] : r.problems
    },
    load: (text) => loadText(text),
    afterLoad: () => {
      clearAttack()
      selectUnit(null)
      say(t.saves.loaded)
    },
    close: () => openDialog(null),
    describe: (s) => (
      <>
        {t.turn} {s.turn} ({turnTime(s.turn)}) ·{' '}
        {new Date(s.savedAt).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', {
          dateStyle: 'short',
          timeStyle: 'short',
        })}
      </>
    ),
    detail: (p) => saveProblemDetail(p as SaveProblem, lang),
    unreadableFileName: 'borodino-saves-unreadable.txt',
  }
  return <Dialog b={b} intro={t.saves.autosave} />
}

/** «Историческое сражение, 06:30, французы»: the scenario's name, the time and the side to play. */
function defaultName(s: GameState, lang: Lang): string {
  const scenario = bundle.scenarios.find((x) => x.id === s.scenarioId)?.name[lang] ?? s.scenarioId
  return `${scenario}, ${turnTime(s.turn)}, ${stringsFor(lang).side[s.side].toLowerCase()}`
}
