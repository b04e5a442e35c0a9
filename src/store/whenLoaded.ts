// Starting something whose code or data is fetched on demand (a scenario, the lesson controller, the save reader):
// the click waits for it and acts once it has arrived, unless the game has moved on meanwhile (the click is stale);
// a second click meanwhile adds nothing. A wait long enough to be noticed is said («Loading the lesson…»), so that
// the click is seen to have been taken. A failed fetch leaves the game as it is and says so, with the dialog that
// asked closed (it would hide the message; opened again, it tries again).
import { gameStore } from './app'
import { useUi, type FetchedPart } from './ui'
import { stringsFor } from '../i18n'

/** A wait shorter than this passes unremarked (no message flashing by). */
const NOTICED_MS = 300

/** A waiting start, with its own "already waiting"; `part` names what is fetched in the failure message. */
export function startWhenLoaded(part: FetchedPart): <T>(load: () => Promise<T>, go: (loaded: T) => void) => void {
  let waiting = false
  return (load, go) => {
    if (waiting) return
    waiting = true
    const state = gameStore.getState().state
    let note: string | null = null
    const noted = setTimeout(() => {
      // The asking dialog stays open (it keeps the board still, so the start is not dropped as stale); the note shows
      // above it (MessageToast).
      if (gameStore.getState().state !== state) return
      const ui = useUi.getState()
      const t = stringsFor(ui.lang)
      note = t.screen.loadingPart(t.screen.part[part])
      // It stays while the fetch goes on (a slow network), and goes when it ends.
      ui.say(note, { stays: true })
    }, NOTICED_MS)
    const done = () => {
      waiting = false
      clearTimeout(noted)
      if (note !== null && useUi.getState().message === note) useUi.getState().say(null)
    }
    load().then(
      (loaded) => {
        done()
        if (gameStore.getState().state === state) go(loaded)
      },
      () => {
        done()
        useUi.getState().openDialog(null)
        useUi.getState().sayLoadFailed(part)
      },
    )
  }
}
