// Borodino's saves dialog: the shared one (ui/saves) bound to this game's store, its saves list and its words.
import { bundle, gameStore } from '../../store/app'
import { stringsFor, saveProblemDetail, type Lang } from '../../i18n'
import { type SaveProblem, validateSave, borodinoSaves, browserStorage, saveEntry } from '../../store/game'
import { useUi } from '../../store/ui'
import { useT } from '../useT'
import { turnTime } from '../../engine'
import { gameFile } from '../download'
import { SavesDialog as Dialog, type SavesBinding } from '../saves'

export function SavesDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const b: SavesBinding = {
    // Storage is reached when the dialog opens, not when its module is imported.
    list: borodinoSaves(browserStorage()),
    words: t.saves,
    entry: () => saveEntry(gameStore.getState().save()),
    defaultName: () => defaultName(lang),
    file: gameFile,
    isUnsaved: () => gameStore.getState().isUnsaved(),
    markSaved: () => gameStore.getState().markSaved(),
    check: (text) => {
      const r = validateSave(text, bundle)
      return r.ok ? [] : r.problems
    },
    load: (text) => gameStore.getState().loadText(text),
    afterLoad: () => {
      useUi.getState().clearAttack()
      useUi.getState().selectUnit(null)
      useUi.getState().say(t.saves.loaded)
    },
    close: () => useUi.getState().openDialog(null),
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
function defaultName(lang: Lang): string {
  const s = gameStore.getState().state
  const scenario = bundle.scenarios.find((x) => x.id === s.scenarioId)?.name[lang] ?? s.scenarioId
  return `${scenario}, ${turnTime(s.turn)}, ${stringsFor(lang).side[s.side].toLowerCase()}`
}
