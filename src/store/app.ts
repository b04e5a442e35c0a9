// The app's single game store, built from the bundled data, with autosave to localStorage.
import { useStore } from 'zustand'
import type { Bundle } from './bundle'
import { bundledData } from './bundled'
import { createGameStore, type GameStore } from './gameStore'
import { browserStorage, tryWrite } from './storage'
import { startLinkGame } from './linkGame'
import { useUi } from './uiStore'
import { loadLang } from '../i18n'
import { turnTime } from '../engine'

function pickBundle(): Bundle {
  const b = bundledData()
  if (b) return b
  throw new Error('The game data (map and scenarios) is missing from this build.')
}

export const bundle: Bundle = pickBundle()
export const map = bundle.map

const params = new URLSearchParams(globalThis.location?.search ?? '')
// A seed from the URL must be a whole number; anything else falls back to the default.
const urlSeedText = params.get('seed')
const urlSeed = urlSeedText !== null && /^-?\d{1,15}$/.test(urlSeedText) ? Number(urlSeedText) : 1812
const urlScenario = params.get('scenario') ?? params.get('new')

export const gameStore = createGameStore(bundle, browserStorage(), {
  scenarioId: urlScenario ?? bundle.scenarios[0].id,
  seed: urlSeed,
})

// The hand-over preference (hotseat on/off) survives reloads.
const HANDOVER_KEY = 'borodino:handover'
try {
  if (globalThis.localStorage?.getItem(HANDOVER_KEY) === 'off') gameStore.getState().setHandover(false)
  gameStore.subscribe((s, p) => {
    if (s.handoverEnabled !== p.handoverEnabled)
      tryWrite(browserStorage(), HANDOVER_KEY, s.handoverEnabled ? 'on' : 'off')
  })
} catch {
  /* no storage */
}

// ?new=<scenario>&seed=<n> starts a fresh game (tests, links); the URL is then cleaned so a reload resumes it.
if (params.has('new') || params.has('seed')) {
  if (params.get('handover') === 'off') gameStore.getState().setHandover(false)
  if (params.get('handover') === 'on') gameStore.getState().setHandover(true)
  const known = bundle.scenarios.some((s) => s.id === urlScenario)
  // An unsaved game in progress is kept as a named save first, and the player is told (linkGame.ts).
  const lang = useUi.getState().lang
  const link = startLinkGame(
    gameStore,
    browserStorage(),
    known && urlScenario ? urlScenario : bundle.scenarios[0].id,
    urlSeed,
    (g) =>
      `${bundle.scenarios.find((s) => s.id === g.scenarioId)?.name[lang] ?? g.scenarioId}, ${turnTime(g.state.turn)}`,
  )
  if (link.kept || !link.started)
    void loadLang(lang).then((t) =>
      useUi.getState().say(link.kept ? t.saves.keptBeforeLink(link.kept) : t.saves.linkNotStarted),
    )

  // Written now, not when idle: the link's game is the one a reload resumes (and no welcome is shown).
  gameStore.getState().flushAutosave()
  globalThis.history?.replaceState(null, '', globalThis.location.pathname)
}

export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore, selector)
}
