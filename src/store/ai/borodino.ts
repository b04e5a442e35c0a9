// Borodino's side of the computer player's control: whose decision it is (actingSide: a retreat or a loss
// choice may be the other side's within a turn), the store's dispatch, and the worker's message.
import type { StoreApi } from 'zustand/vanilla'
import { actingSide, isGameOver, type Command, type GameState, type HexCode, type Side } from '../../engine'
import type { AiAnswer, AiRequest } from '../../worker/aiProtocol'
import type { GameStore } from '../game'
import type { AiAdapter } from './adapter'

/**
 * Simulations of Hard's plan search: src/ai's DEFAULT_HARD_BUDGET (a test keeps them equal; the value is
 * repeated so that the main bundle holds nothing of src/ai). The wall-clock caps bound it further.
 */
export const HARD_BUDGET = 32

/** Where a command took a counter, for the board's mark; null for commands that move nothing. */
function shownPath(cmd: Command): HexCode[] | null {
  if (cmd.type === 'move' || cmd.type === 'moveCommander') return cmd.path
  if (cmd.type === 'retreat') return [cmd.hex]
  if (cmd.type === 'place' && cmd.hex) return [cmd.hex]
  if (cmd.type === 'advance' && cmd.hex) return [cmd.hex]
  return null
}

export type BorodinoAdapter = AiAdapter<GameState, Command, Side, AiRequest, HexCode[]>
export type { AiAnswer, AiRequest }

export function borodinoAdapter(game: StoreApi<GameStore>): BorodinoAdapter {
  return {
    subscribe: (onChange) =>
      game.subscribe((s, p) => {
        if (s.state !== p.state || s.players !== p.players || s.mode !== p.mode) onChange()
      }),
    state: () => game.getState().state,
    actor: () => {
      const g = game.getState()
      return g.mode !== 'game' || isGameOver(g.state) ? null : actingSide(g.state)
    },
    phasing: (s) => s.side,
    players: () => game.getState().players,
    setPlayers: (players) => game.getState().setPlayers(players),
    give(cmd) {
      if (game.getState().dispatch(cmd)) return null
      const why = game.getState().refusal
      game.getState().clearRefusal()
      return `${cmd.type}: ${why?.code ?? '?'}`
    },
    recordLength: () => game.getState().commands.length,
    commandAt: (i) => game.getState().commands[i],
    request: ({ id, state, side, level, seed }) => {
      const msg: AiRequest = { game: 'borodino', id, state, side, level, seed }
      if (level === 'hard') msg.budget = HARD_BUDGET
      return msg
    },
    turnKey: (s) => `${s.turn}/${s.side}`,
    pauseFor(cmd, d) {
      if (cmd.type === 'attack' || cmd.type === 'fire') return d * 2
      if (cmd.type === 'place' || cmd.type === 'placeCommander') return d / 2
      return d
    },
    path: shownPath,
  }
}
