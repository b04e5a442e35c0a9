// The app's single game store, built from the bundled data, with autosave to localStorage. Nothing is
// built when this module is imported: startApp() (called once by main.tsx before the first render)
// builds the store from the data (resuming the autosave, or starting a link's game) and wires the modules that
// registered with onStart.
import { useStore } from 'zustand'
import { type GameMap, turnTime } from '../engine'
import {
  type Bundle,
  bundledData,
  createGameStore,
  type GameStore,
  browserStorage,
  tryWrite,
  HUMANS,
  isPlayerKind,
  startLinkGame,
} from './game'
import { useUi, startingGame, startUi, useActiveGame, type UiStore } from './ui'
import { startingUi } from './start'
import { loadLang } from '../i18n'

/** What the screen holds for one game only, as a new or loaded game starts. */
const FRESH_GAME_UI: Partial<UiStore> = {
  selectedUnit: null,
  selectedCommander: null,
  setupLimbered: false,
  hoverHex: null,
  hoverUnit: null,
  defender: null,
  attackers: [],
  explanation: null,
}

function pickBundle(): Bundle {
  const b = bundledData()
  if (b) return b
  throw new Error('The game data (map and scenarios) is missing from this build.')
}

// Set once by startApp; read only by code that runs after it (components, handlers).
export let bundle: Bundle
export let map: GameMap
export let gameStore: ReturnType<typeof createGameStore>

// The bundled data built ahead of startApp by prepareStart, in a task of its own (main.tsx): on a phone's CPU the
// map's geometry and the store together are one long task otherwise.
let prepared: { bundle: Bundle } | { error: unknown } | null = null

/** Builds the bundled data (map geometry, scenarios) now; a failure is kept for startApp to report (not paid twice). */
export function prepareStart(): void {
  try {
    prepared ??= { bundle: pickBundle() }
  } catch (error) {
    prepared = { error }
  }
}

let started = false
const waiting: Array<() => void> = []

/** Runs `wire` once the store exists (at once when it already does): for modules that follow the game store. */
export function onStart(wire: () => void): void {
  if (started) wire()
  else waiting.push(wire)
}

let starting: Promise<void> | null = null

/**
 * Builds the app's store from the bundled data and the page's URL (once; later calls give the same promise, which
 * is settled: it rejects only when the store cannot be built, and main.tsx says so).
 */
export function startApp(): Promise<void> {
  if (starting) return starting
  // Read before the game store is built (it may write an autosave): a first visit has none yet.
  startUi(startingUi())
  useActiveGame.setState({ game: startingGame() })
  try {
    build()
    starting = Promise.resolve()
  } catch (e) {
    starting = Promise.reject(e instanceof Error ? e : new Error(String(e)))
  }
  return starting
}

/** The scenario a link asks for (?scenario= or ?new=), if any. */
const linkScenario = (params: URLSearchParams): string | null => params.get('scenario') ?? params.get('new')

function build(): void {
  if (prepared && 'error' in prepared) throw prepared.error
  bundle = prepared?.bundle ?? pickBundle()
  map = bundle.map
  const params = new URLSearchParams(globalThis.location?.search ?? '')
  // A seed from the URL must be a whole number; anything else falls back to the default.
  const urlSeedText = params.get('seed')
  const urlSeed = urlSeedText !== null && /^-?\d{1,15}$/.test(urlSeedText) ? Number(urlSeedText) : 1812
  const urlScenario = linkScenario(params)

  gameStore = createGameStore(bundle, browserStorage(), {
    // bundledData() refuses a bundle without scenarios.
    scenarioId: urlScenario ?? bundle.scenarios[0]!.id,
    seed: urlSeed,
  })
  started = true

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

  // The UI's explanation of a click gives way to whatever the next command brings (RefusalToast).
  gameStore.subscribe((s, p) => {
    if ((s.state !== p.state || s.refusal !== p.refusal) && useUi.getState().explanation) useUi.getState().explain(null)
    // Another game (new or loaded) keeps nothing the screen held for the one before: no selection, attack or
    // setup choice of its (the computer's pause goes too: store/ai/aiApp.ts).
    if (s.gameNo !== p.gameNo) useUi.setState(FRESH_GAME_UI)
  })

  // ?new=<scenario>&seed=<n> starts a fresh game (tests, links); &fr=/&ru=<human|easy|normal|hard> say who plays
  // each side (two people when absent). The URL is then cleaned so a reload resumes it.
  if (params.has('new') || params.has('seed')) {
    if (params.get('handover') === 'off') gameStore.getState().setHandover(false)
    if (params.get('handover') === 'on') gameStore.getState().setHandover(true)
    // A link's game is Borodino's, and stays on screen after a reload (the URL is cleaned below).
    useActiveGame.getState().open('borodino')
    const known = bundle.scenarios.some((s) => s.id === urlScenario)
    const fr = params.get('fr')
    const ru = params.get('ru')
    const players = { fr: isPlayerKind(fr) ? fr : HUMANS.fr, ru: isPlayerKind(ru) ? ru : HUMANS.ru }
    // An unsaved game in progress is kept as a named save first, and the player is told (linkGame.ts).
    const lang = useUi.getState().lang
    const link = startLinkGame(
      gameStore,
      browserStorage(),
      known && urlScenario ? urlScenario : bundle.scenarios[0]!.id,
      urlSeed,
      (g) =>
        `${bundle.scenarios.find((s) => s.id === g.scenarioId)?.name[lang] ?? g.scenarioId}, ${turnTime(g.state.turn)}`,
      players,
    )
    if (link.kept || !link.started)
      void loadLang(lang).then((t) =>
        useUi.getState().say(link.kept ? t.saves.keptBeforeLink(link.kept) : t.saves.linkNotStarted),
      )
    // The link's game is not written here, before the first paint: the store has queued its autosave for when the
    // browser is next idle (at most a second from now), and it is written at once if the page is left or hidden
    // before that. Either way it is the one a reload resumes (and no welcome is shown); only a tab that crashes
    // within that second loses it.
    globalThis.history?.replaceState(null, '', globalThis.location.pathname)
  }

  for (const wire of waiting.splice(0)) wire()
}

export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore, selector)
}
