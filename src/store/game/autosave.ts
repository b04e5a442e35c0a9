// Borodino's autosave, through the saves layer as Phalanx's: the game autosaved at start is resumed (one that
// cannot be read is kept untouched until the player decides), and every change is written once the browser is
// idle, never inside a click; each lesson of the tutorial has its own slot, never over the autosaved game.
import type { StoreApi } from 'zustand'
import type { Bundle } from './bundle'
import type { GameStore } from './types'
import { makeSave, saveText, AUTOSAVE_KEY, lessonKeys, listSaves, relation } from './save'
import { createAutosaver, flushWhenLeaving, keepAside, releaseAside, tryRead, type Autosaver, type KV } from '../saves'

export function autosaveBorodino(store: StoreApi<GameStore>, bundle: Bundle, kv: KV): Autosaver<GameStore> {
  const saver = createAutosaver<GameStore>({
    kv,
    current: () => store.getState(),
    text: (g) => saveText(makeSave(bundle.map, g.scenarioId, g.seed, g.commands, g.state, g.players, g.hintsUsed, g)),
    // An unreadable autosave is kept until the player decides (see brokenAutosave).
    held: (key) => key === AUTOSAVE_KEY && store.getState().brokenAutosave !== null,
    written: (w) => {
      const failed = w.ok ? null : w.why
      if (failed !== store.getState().saveFailed) store.setState({ saveFailed: failed })
    },
  })
  // Resume the autosaved game; one that cannot be read is kept and the player is asked.
  const text = tryRead(kv, AUTOSAVE_KEY)
  if (text) {
    const problems = store.getState().loadText(text)
    if (problems.length) {
      keepAside(kv, AUTOSAVE_KEY, text)
      store.setState({ brokenAutosave: { text, problems } })
    }
    // The autosave is not a save the player made: the resumed game counts as saved only when a
    // named save holds exactly it, so a load or import over it asks first (docs/saves.md).
    else if (!listSaves(kv).some((s) => relation(s, store.getState().save()) === 'same'))
      store.setState({ savedState: null })
  }
  const slot = (g: GameStore): string => (g.mode === 'tutorial' ? lessonKeys(g.scenarioId).save : AUTOSAVE_KEY)
  store.subscribe((s, prev) => {
    if (prev.brokenAutosave && !s.brokenAutosave) releaseAside(kv, AUTOSAVE_KEY, prev.brokenAutosave.text)
    // The slot changes (tutorial entered or left, another lesson): what is pending belongs to the
    // game before this change, and is written now, as it was.
    if (slot(s) !== slot(prev)) saver.flush(prev)
    if (
      s.state !== prev.state ||
      s.commands !== prev.commands ||
      s.players !== prev.players ||
      s.hintsUsed !== prev.hintsUsed ||
      s.pbm !== prev.pbm
    )
      saver.queue(slot(s))
  })
  flushWhenLeaving(() => saver.flush())
  return saver
}
