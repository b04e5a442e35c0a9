// The app's play-by-mail exchange, on the app's game store: made when first used (a game at one screen never needs it).
import { isGameOver, turnTime } from '../../engine'
import { bundle, gameStore } from '../app'
import { browserStorage, freeName, listSaves, putSave, type GameStore } from '../game'
import { useUi } from '../ui'
import { createMail, type Mail } from './exchange'

let made: Mail | null = null

/** The name an unsaved game is kept under before a new one replaces it: its scenario and time. */
const keepName = (g: GameStore): string => {
  const lang = useUi.getState().lang
  const name = bundle.scenarios.find((s) => s.id === g.scenarioId)?.name[lang] ?? g.scenarioId
  return `${name}, ${turnTime(g.state.turn)}`
}

export function mail(): Mail {
  // An unsaved game replaced by a new play-by-mail game is kept as a named save (as a link's game keeps it).
  made ??= createMail(gameStore, bundle, { kv: browserStorage(), keepName })
  return made
}

/** Whether a game by mail is in progress (not finished): a new game would end its exchange at this screen. */
export const mailInProgress = (g: Pick<GameStore, 'pbm' | 'state'>): boolean => g.pbm !== null && !isGameOver(g.state)

/** The name the game by mail in progress would be kept under (New game asks first, naming it), free among the saves. */
export function mailKeepName(): string {
  const name = `${keepName(gameStore.getState())} ${useUi.getState().lang === 'en' ? '(by mail)' : '(по переписке)'}`
  return freeName(listSaves(browserStorage()), name)
}

/** Keeps the game in progress as `name`, its exchange with it (loading it takes the exchange up again); false when
 *  the browser's storage refused it. */
export function keepMailGame(name: string): boolean {
  return putSave(browserStorage(), name, gameStore.getState().save()).ok
}
