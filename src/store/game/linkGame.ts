// A ?new=/?seed= link starts a fresh game; the game in progress, when unsaved, is first kept as a
// named save so the link never silently replaces it.
import type { Players } from './players'
import type { StoreApi } from 'zustand'
import type { GameStore } from './types'
import { freeName, listSaves, putSave, type KV } from './save'

export type LinkStart = { started: boolean; kept: string | null }

/**
 * Starts `scenarioId`/`seed` in `store`. An unsaved game in progress is kept first under
 * `name(game)` (made free); when it cannot be kept (storage full), the link's game is not started.
 */
export function startLinkGame(
  store: StoreApi<GameStore>,
  kv: KV | null,
  scenarioId: string,
  seed: number,
  name: (g: GameStore) => string,
  players?: Players,
): LinkStart {
  const g = store.getState()
  let kept: string | null = null
  if (g.isUnsaved()) {
    if (!kv) return { started: false, kept: null }
    kept = freeName(listSaves(kv), name(g))
    if (!putSave(kv, kept, g.save()).ok) return { started: false, kept: null }
    g.markSaved()
  }
  return { started: store.getState().newGame(scenarioId, seed, players), kept }
}
