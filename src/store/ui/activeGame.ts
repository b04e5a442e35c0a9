// Which of the two games is on the screen: Borodino or «Фаланга». Kept across reloads, so a reload
// resumes the game that was being played. Phalanx's screens are loaded only when it is chosen.
import { create } from 'zustand'

export type GameKind = 'borodino' | 'phalanx'

export const ACTIVE_GAME_KEY = 'borodino:game'
/** The Phalanx autosave slot (its own save kind: see src/store/phalanx/save.ts). */
export const PHALANX_AUTOSAVE_KEY = 'phalanx:autosave'

/** The game a reload resumes (read by startApp, not on import). */
export const startingGame = (): GameKind => {
  try {
    const q = new URLSearchParams(globalThis.location?.search ?? '')
    if (q.has('new') || q.has('seed')) return 'borodino'
    if (q.get('game') === 'phalanx') return 'phalanx'
    const v = globalThis.localStorage?.getItem(ACTIVE_GAME_KEY)
    if (v === 'phalanx' && globalThis.localStorage?.getItem(PHALANX_AUTOSAVE_KEY)) return 'phalanx'
  } catch {
    /* no storage: Borodino */
  }
  return 'borodino'
}

/** A request the Phalanx screens act on when they open: a fresh game, or the tutorial. */
export type PhalanxStart = null | 'new' | 'tutorial'

interface ActiveGame {
  game: GameKind
  start: PhalanxStart
  open(game: GameKind, start?: PhalanxStart): void
  startHandled(): void
}

export const useActiveGame = create<ActiveGame>()((set) => ({
  game: 'borodino',
  start: null,
  open: (game, start = null) => {
    try {
      globalThis.localStorage?.setItem(ACTIVE_GAME_KEY, game)
    } catch {
      /* no storage: this visit only */
    }
    set({ game, start })
  },
  startHandled: () => set({ start: null }),
}))

/** True when a Phalanx game is saved in this browser (the welcome is then not a first visit). */
export function hasPhalanxGame(): boolean {
  try {
    return !!globalThis.localStorage?.getItem(PHALANX_AUTOSAVE_KEY)
  } catch {
    return false
  }
}
