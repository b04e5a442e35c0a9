// What the screen starts with on this page, read by startApp before anything else: the language, the coach's switch
// and the welcome on a first visit. Here rather than in the UI store, which knows nothing of the games' save slots.
import { AUTOSAVE_KEY } from './game'
import { hasPhalanxGame, initialCoach, initialLang, type UiStore } from './ui'

/** What the UI starts with on this page (read by startApp before anything else): the language, the coach's switch, the welcome. */
export function startingUi(): Pick<UiStore, 'lang' | 'dialog' | 'coach'> {
  return { lang: initialLang(), dialog: isFirstVisit() ? 'welcome' : null, coach: initialCoach() }
}

/** The first visit: no autosaved game and no ?new=… / ?seed=… link (tests and links start a game themselves). */
export function isFirstVisit(): boolean {
  try {
    const q = new URLSearchParams(globalThis.location?.search ?? '')
    if (q.has('new') || q.has('seed') || q.get('game') === 'phalanx') return false
    return !globalThis.localStorage?.getItem(AUTOSAVE_KEY) && !hasPhalanxGame()
  } catch {
    return false
  }
}
