// What the control is given for one game: the adapter that knows the game, and the options it is made with.
import type { StoreApi } from 'zustand/vanilla'
import type { AiLevelName } from '../../worker/aiProtocol'
import type { PlayerKind } from '../game'
import type { AiStatusOf } from './aiStatus'
import type { AnswerOf, ConnectTo } from './connection'

/** What the controller needs to know of one game. */
export interface AiAdapter<S, C, Side extends string, Req, Path = unknown> {
  /** Calls `onChange` whenever the game's state, players or mode may have changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
  /** The game's current state (compared by identity to tell a stale answer). */
  state(): S
  /** The side whose decision it is, or null when the computer has nothing to do (game over, a lesson). */
  actor(): Side | null
  /** The side whose turn it is (a retreat or a loss choice may be the other side's decision within it). */
  phasing(s: S): Side
  players(): Readonly<Record<Side, PlayerKind>>
  setPlayers(players: Record<Side, PlayerKind>): void
  /** Gives a command through the store's normal path: null when taken, else why it was refused. */
  give(cmd: C): string | null
  /** Number of commands in the game's record. */
  recordLength(): number
  /** The record's command at `i` (its identity tells the same game from a loaded or new one). */
  commandAt(i: number): unknown
  /** The worker's message for a decision (it names the game). */
  request(r: { id: number; state: S; side: Side; level: AiLevelName; seed: number }): Req
  /** Key of the side's turn a «skip» applies to. */
  turnKey(s: S): string
  /** Pause before a command, given the chosen delay per counter and the whole answer the command is one of. */
  pauseFor?(cmd: C, delayMs: number, answer: readonly C[]): number
  /** Where a command took a counter, for the board's mark; null for commands that move nothing. */
  path?(cmd: C): Path | null
  /** How long a skip may give commands before letting the browser draw (ms). */
  sliceMs?: number
}

/** What the control is made with: the game's adapter, the way to the computer player, and hooks. */
export interface AiControllerOptions<S, C, Side extends string, Req, Ans extends AnswerOf<C>, Path> {
  adapter: AiAdapter<S, C, Side, Req, Path>
  connect: ConnectTo<Req, Ans>
  /** The computer gives nothing while this is true (review of the game, a lesson, another screen). */
  blocked?: () => boolean
  /** Told of every command just shown (the board brings its hex into view). */
  onShow?: (cmd: C) => void
  /** Told of each answer before its first command is shown (the board brings all of it into view, once). */
  onAnswer?: (cmds: readonly C[]) => void
  /** The computer's own seed (its noise and simulation dice). */
  seed?: number
  delayMs?: number
  /** The status store to report in (the app's exists before the controller is loaded); a new one when absent. */
  status?: StoreApi<AiStatusOf<Side, Path>>
}
