// The app's Borodino computer player: the control over its game store, talking to the worker (loaded,
// with all of src/ai, only when a side is first given to the computer). Paused while the game is
// reviewed or the other game is on the screen. This module is itself loaded on demand (src/store/aiApp.ts).
import type { StoreApi } from 'zustand/vanilla'
import { createAiControl, DEFAULT_DELAY_MS, type AiControl, type AiStatus } from './aiControl'
import { gameStore } from '../app'
import { review } from '../review'
import { useUi, useCrash, useActiveGame } from '../ui'
import { HUMANS } from '../game'
import { groupHexes, useFollowAi } from './follow'
import { connectAiWorker } from './workerConnection'

const DELAY_KEY = 'borodino:ai-delay'

const savedDelay = (): number => {
  try {
    const v = Number(globalThis.localStorage?.getItem(DELAY_KEY) ?? NaN)
    return Number.isFinite(v) && v >= 0 && v <= 5000 ? v : DEFAULT_DELAY_MS
  } catch {
    return DEFAULT_DELAY_MS
  }
}

/** Builds the control over the app's game store, reporting in `status`; called once, after startApp. */
export function startAiPlayer(status: StoreApi<AiStatus>): AiControl {
  status.setState({ delayMs: savedDelay() })
  const aiControl = createAiControl({
    status,
    game: gameStore,
    connect: connectAiWorker,
    // Nothing is played while the game is reviewed, while «Фаланга» is on the screen instead, or while a short
    // scenario's briefing is still being read (the computer's first turn would go on behind it).
    blocked: () =>
      review.useReview.getState().active ||
      useActiveGame.getState().game !== 'borodino' ||
      useCrash.getState().crashed ||
      useUi.getState().dialog === 'briefing',
    onAnswer: (cmds) => {
      // Once an answer (a movement phase, an attack, a retreat), before its first command: when any of its hexes is
      // off screen, the camera glides to show them all, and stays there while its counters move. Never when the
      // player turned it off. When the person's turn comes, the board goes back to where they left it.
      if (useFollowAi.getState().follow)
        useUi.getState().revealHexes(groupHexes(gameStore.getState().state, cmds), true)
    },
    seed: Math.floor(Math.random() * 2 ** 31),
  })

  review.useReview.subscribe((s, p) => {
    if (s.active !== p.active) aiControl.sync()
  })
  // Behind the crash screen the computer stops, and its sides go back to the person: a move of its that
  // breaks the drawing would otherwise be played again after every recovery.
  useCrash.subscribe((s, p) => {
    if (s.crashed === p.crashed) return
    if (s.crashed) {
      const g = gameStore.getState()
      if (g.players.fr !== 'human' || g.players.ru !== 'human') g.setPlayers(HUMANS)
    }
    aiControl.sync()
  })
  useActiveGame.subscribe((s, p) => {
    if (s.game !== p.game) aiControl.sync()
  })
  useUi.subscribe((s, p) => {
    if ((s.dialog === 'briefing') !== (p.dialog === 'briefing')) aiControl.sync()
  })
  aiControl.status.subscribe((s, p) => {
    if (s.delayMs === p.delayMs) return
    try {
      globalThis.localStorage?.setItem(DELAY_KEY, String(s.delayMs))
    } catch {
      /* no storage: the speed lasts this visit */
    }
  })
  // A game resumed from the autosave with the computer to move goes on by itself.
  aiControl.sync()
  return aiControl
}
