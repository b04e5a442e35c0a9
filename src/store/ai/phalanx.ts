// Phalanx's side of the computer player's control: the side to move, the store's `send`, and the worker's
// message. A Phalanx decision is the rest of the side's turn, so a skip may give it all at once.
import type { StoreApi } from 'zustand/vanilla'
import type { PhCommand, PhState, Side } from '../../phalanx'
import type { PhalanxAiAnswer, PhalanxAiRequest } from '../../worker/phalanxProtocol'
import type { PhGame } from '../phalanx'
import type { AiAdapter } from './adapter'
import { phPause } from './phalanxPace'

export type PhalanxAdapter = AiAdapter<PhState, PhCommand, Side, PhalanxAiRequest, never>
export type { PhalanxAiAnswer, PhalanxAiRequest }

export function phalanxAdapter(game: StoreApi<PhGame>): PhalanxAdapter {
  return {
    subscribe: (onChange) =>
      game.subscribe((s, p) => {
        if (s.state !== p.state || s.players !== p.players) onChange()
      }),
    state: () => game.getState().state,
    actor: () => {
      const s = game.getState().state
      return s.result ? null : s.side
    },
    phasing: (s) => s.side,
    players: () => game.getState().players,
    setPlayers: (players) => game.getState().setPlayers(players),
    give(cmd) {
      if (game.getState().dispatch(cmd)) return null
      const refusal = game.getState().refusal
      return `${cmd.type}: ${refusal?.rule ?? ''} ${refusal?.code ?? ''}`
    },
    recordLength: () => game.getState().commands.length,
    commandAt: (i) => game.getState().commands[i],
    request: ({ id, state, side, level, seed }) => ({ game: 'phalanx', id, state, side, level, seed }),
    turnKey: (s) => `${s.side}/${s.ownTurn[s.side]}`,
    // A side's turn is a handful of commands: a skip gives them in one go.
    sliceMs: Number.POSITIVE_INFINITY,
    // A move at the chosen pace, an attack longer, a facing shorter, a turn of many commands all faster
    // (phalanxPace.ts): a person waits for the whole turn.
    pauseFor: phPause,
  }
}
