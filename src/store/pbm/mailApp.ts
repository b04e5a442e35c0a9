// The app's play-by-mail exchange, on the app's game store: made when first used (a game at one screen never needs it).
import { turnTime } from '../../engine'
import { bundle, gameStore } from '../app'
import { browserStorage } from '../game'
import { useUi } from '../ui'
import { createMail, type Mail } from './exchange'

let made: Mail | null = null

export function mail(): Mail {
  made ??= createMail(gameStore, bundle, {
    kv: browserStorage(),
    // An unsaved game replaced by a new play-by-mail game is kept as a named save (as a link's game keeps it).
    keepName: (g) => {
      const lang = useUi.getState().lang
      const name = bundle.scenarios.find((s) => s.id === g.scenarioId)?.name[lang] ?? g.scenarioId
      return `${name}, ${turnTime(g.state.turn)}`
    },
  })
  return made
}
