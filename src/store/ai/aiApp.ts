// The computer player as the rest of the app sees it: its status (a small store, there from the start) and
// `withAi`, which hands over the control once it is loaded. The control and its wiring (src/store/aiPlayer.ts)
// are fetched only when a side is given to the computer (a new game, a resumed autosave, a take-over), so
// that two people at one screen never load it.
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { AiControl } from './aiControl'
import { idleAiStatus, type AiStatus } from './aiStatus'
import { gameStore, onStart } from '../app'
import { bothHuman, HUMANS } from '../game'
import { useUi } from '../ui'

const status = createStore<AiStatus>()(() => idleAiStatus())
/** The status store itself, for code that runs outside a render (and tests). */
export const aiStatusStore = status
let control: Promise<AiControl> | null = null

function load(): Promise<AiControl> {
  control ??= import('./aiPlayer').then(
    (m) => m.startAiPlayer(status),
    (e: unknown) => {
      control = null // the next take-over, or the next change of players, tries again
      throw e
    },
  )
  return control
}

/** Runs `act` with the computer player's control, loading it first when needed. */
export function withAi(act: (c: AiControl) => void): void {
  load().then(act, (e: unknown) => {
    console.error('the computer player could not be loaded', e)
    // Its sides go back to the people rather than wait for a player that is not there.
    const g = gameStore.getState()
    if (!bothHuman(g.players)) g.setPlayers(HUMANS)
    useUi.getState().sayLoadFailed('ai')
  })
}

onStart(() => {
  // A side already given to the computer (a link, a resumed autosave), or given later: load the control, which
  // then follows the game by itself.
  const need = () => {
    if (!control && !bothHuman(gameStore.getState().players)) withAi(() => undefined)
  }
  need()
  gameStore.subscribe((s, p) => {
    // Another game (new or loaded) starts with the computer playing: a pause, a skip, a failure or a summary of
    // the game before is not this one's. Told before the control follows the new game (it subscribed later).
    if (s.gameNo !== p.gameNo)
      status.setState({ paused: false, skipFor: null, failed: null, lastPath: null, lastRun: null })
    if (s.players !== p.players) need()
  })
})

/** The level the computer takes a side over at (the coach's hint asks at it too). */
export const takeOverLevel = () => status.getState().takeOverLevel

export function useAi<T>(selector: (s: AiStatus) => T): T {
  return useStore(status, selector)
}
