// The app's play by mail of «Фаланга»: made on first use, over the app's Phalanx store and the browser's storage.
import { browserStorage } from '../saves'
import { phalanxStore } from '../phalanx'
import { useUi } from '../ui'
import { createPhMail, type PhMail } from './exchange'

let made: PhMail | null = null

export function phMail(): PhMail {
  made ??= createPhMail(phalanxStore, {
    kv: browserStorage(),
    // An unsaved game replaced by a new play-by-mail game is kept as a named save, as Borodino's keeps it.
    keepName: (g) => {
      const turn = g.state.ownTurn[g.state.setup.first]
      return useUi.getState().lang === 'en' ? `Phalanx, turn ${turn}` : `Фаланга, ход ${turn}`
    },
  })
  return made
}
