// The Phalanx autosave, through the saves layer as Borodino's: the game autosaved at start is resumed (one that
// cannot be read is kept untouched until the player decides), and every change is written once the browser is
// idle. The tutorial's game is never written: the player's own stays the autosaved one.
import type { StoreApi } from 'zustand'
import { createAutosaver, flushWhenLeaving, releaseAside, resumeAutosave, sameGameSave, type KV } from '../saves'
import { makeSave, phalanxCodec } from './save'
import { phalanxSaves, phSaveEntry } from './namedSaves'
import type { PhGame } from './types'

export function autosavePhalanx(store: StoreApi<PhGame>, kv: KV, key: string): { now(): void; flush(): void } {
  const saver = createAutosaver<PhGame>({
    kv,
    current: () => store.getState(),
    text: (g) => JSON.stringify(makeSave(g.options, g.players, g.commands, g.state, g.hintsUsed, g)),
    held: () => store.getState().brokenAutosave !== null,
    written: (w) => {
      const failed = w.ok ? null : w.why
      if (failed !== store.getState().saveFailed) store.setState({ saveFailed: failed })
    },
  })
  const resumed = resumeAutosave(kv, key, phalanxCodec)
  if (resumed.kind === 'game') {
    store.getState().restore(resumed.game)
    // The autosave is not a save the player made: the game counts as saved only when a named save holds exactly it.
    if (!sameGameSave(phalanxSaves(kv), phSaveEntry(store.getState().save()))) store.setState({ savedState: null })
  } else if (resumed.kind === 'broken') store.setState({ brokenAutosave: resumed.broken })
  store.subscribe((s, prev) => {
    if (prev.brokenAutosave && !s.brokenAutosave) releaseAside(kv, key, prev.brokenAutosave.text)
    // The tutorial begins: what is pending belongs to the player's game, and is written now, as it was.
    if (s.mode !== prev.mode && prev.mode === 'game') saver.flush(prev)
    const changed =
      s.state !== prev.state ||
      s.commands !== prev.commands ||
      s.players !== prev.players ||
      s.hintsUsed !== prev.hintsUsed ||
      s.pbm !== prev.pbm
    if (s.mode === 'game' && changed) saver.queue(key)
  })
  flushWhenLeaving(() => saver.flush())
  return { now: () => saver.now(key), flush: () => saver.flush() }
}
