// The app's single game store, built from the bundled data, with autosave to localStorage.
import { useStore } from 'zustand'
import type { Bundle } from './bundle'
import { bundledData } from './bundled'
import { createGameStore, type GameStore } from './gameStore'
import { browserStorage, tryWrite } from './storage'
import { HUMANS, isPlayerKind } from './players'

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

// ?new=<scenario>&seed=<n> starts a fresh game (tests, links); &fr=/&ru=<human|easy|normal|hard> say who plays
// each side (two people when absent). The URL is then cleaned so a reload resumes it.
if (params.has('new') || params.has('seed')) {
  if (params.get('handover') === 'off') gameStore.getState().setHandover(false)
  if (params.get('handover') === 'on') gameStore.getState().setHandover(true)
  const known = bundle.scenarios.some((s) => s.id === urlScenario)
  const fr = params.get('fr')
  const ru = params.get('ru')
  const players = { fr: isPlayerKind(fr) ? fr : HUMANS.fr, ru: isPlayerKind(ru) ? ru : HUMANS.ru }
  gameStore.getState().newGame(known && urlScenario ? urlScenario : bundle.scenarios[0].id, urlSeed, players)
  // Written now, not when idle: the link's game is the one a reload resumes (and no welcome is shown).
  gameStore.getState().flushAutosave()
  globalThis.history?.replaceState(null, '', globalThis.location.pathname)
}

export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore, selector)
}
