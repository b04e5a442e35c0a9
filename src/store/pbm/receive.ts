// The other side's Borodino turn file checked against this player's game, without touching it: the shared replay
// (../mail) with the engine's rules — every command read from the file's form, its dice from the turn's seed, each
// applied to the log as the game store logs it. The result is the game as it will be (exchange.ts puts it in place).
import {
  actingSide,
  apply,
  isGameOver,
  withDiceSeed,
  type Command,
  type DiceSeed,
  type GameEvent,
  type GameState,
  type Refusal,
} from '../../engine'
import type { Ledger } from '../../core/exchange'
import { receiveTurn, type MailRules } from '../mail'
import { decodeCommand, logEntry, type Bundle, type LogEntry } from '../game'
import type { TurnFile } from './turnFile'
import type { TurnProblem } from './problems'

/** The part of a game a turn file changes. */
export interface MailGame {
  state: GameState
  commands: Command[]
  log: LogEntry[]
  dice: DiceSeed[]
  ledger: Ledger
}

/** The game after the file, and where this player's own turn begins (when it is his to play next). */
export interface Received extends MailGame {
  /** Digest of the position before this player's dice were set: his next file names it. */
  from: string
  /** The number of commands the other side's turn added. */
  added: number
}

const rules = (bundle: Bundle): MailRules<GameState, Command, GameEvent[], LogEntry, Refusal, 'fr' | 'ru'> => ({
  decode(raw) {
    const d = decodeCommand(bundle.map, raw)
    return d.ok ? { ok: true, command: d.command } : { ok: false, detail: d.problem }
  },
  acting: actingSide,
  over: isGameOver,
  dice: () => true,
  withSeed: withDiceSeed,
  apply: (s, c) => apply(bundle.ctx, s, c),
  entry: logEntry,
})

export async function receive(
  bundle: Bundle,
  g: MailGame,
  file: TurnFile,
): Promise<{ ok: true; game: Received } | { ok: false; problem: TurnProblem }> {
  const r = await receiveTurn(rules(bundle), { ...g, entries: g.log }, file)
  if (!r.ok) return r
  const { entries, ...rest } = r.game
  return { ok: true, game: { ...rest, log: entries } }
}
