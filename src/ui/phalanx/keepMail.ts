// A game by mail replaced by New game is kept as a named save first: its exchange (the secrets, the file due) lives
// only in the game, and a save loaded later takes the exchange up again where it stood.
import { gameTurn } from '../../phalanx'
import { phalanxSaves, phalanxStore, phSaveEntry } from '../../store/phalanx'
import { browserStorage, freeName, listSaves, putSave, type KV } from '../../store/saves'
import type { Lang } from '../../i18n'

/** The game by mail in progress (not finished) that a new game would replace. */
export const mailInProgress = (g: { pbm: unknown; state: { result: unknown } }): boolean =>
  g.pbm !== null && g.state.result === null

/** The name it would be kept under: free among the saves. */
export function mailKeepName(lang: Lang, kv: KV = browserStorage()): string {
  const turn = gameTurn(phalanxStore.getState().state)
  const name = lang === 'en' ? `Phalanx by mail, turn ${turn}` : `Фаланга по переписке, ход ${turn}`
  return freeName(listSaves(phalanxSaves(kv)), name)
}

/** Keeps the game in progress as `name`; false when the browser's storage refused it. */
export function keepMailGame(name: string, kv: KV = browserStorage()): boolean {
  return putSave(phalanxSaves(kv), name, phSaveEntry(phalanxStore.getState().save())).ok
}
