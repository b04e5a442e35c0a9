// The other side's turn file of «Фаланга» checked against this player's game, without touching it: the shared replay
// (../mail) with the Phalanx rules. With the dice rule (PH-OPT.1) the replay draws from the turn's seed; without it no
// seed is set, and the exchange checks all the rest the same way. A draw needs both players' word (PH-WIN.7), so one
// side's file never carries one.
import {
  apply,
  withDiceSeed,
  type PhCommand,
  type PhDiceSeed,
  type PhEvent,
  type PhRefusal,
  type PhState,
  type Side,
} from '../../phalanx'
import type { Ledger } from '../../core/exchange'
import { receiveTurn, type MailRules } from '../mail'
import { ctx, rebuildPhCommand } from '../phalanx'
import type { PhTurnFile, PhTurnProblem } from './turnFile'

/** The part of a game a turn file changes. */
export interface PhMailGame {
  state: PhState
  commands: PhCommand[]
  events: PhEvent[][]
  dice: PhDiceSeed[]
  ledger: Ledger
}

/** The game after the file, and where this player's own turn begins (when it is his to play next). */
export interface PhReceived extends PhMailGame {
  /** Digest of the position before this player's dice were set: his next file names it. */
  from: string
  /** The number of commands the other side's turn added. */
  added: number
}

const RULES: MailRules<PhState, PhCommand, PhEvent[], PhEvent[], PhRefusal, Side> = {
  decode(raw) {
    const c = rebuildPhCommand(raw)
    return c ? { ok: true, command: c } : { ok: false, detail: 'not a command' }
  },
  acting: (s) => s.side,
  over: (s) => Boolean(s.result),
  dice: (s) => s.setup.randomDefence,
  withSeed: withDiceSeed,
  forbidden: (c) => (c.type === 'agreeDraw' ? 'PH-WIN.7' : null),
  apply: (s, c) => apply(ctx, s, c),
  entry: (_s, events) => events,
}

export async function receivePh(
  g: PhMailGame,
  file: PhTurnFile,
): Promise<{ ok: true; game: PhReceived } | { ok: false; problem: PhTurnProblem }> {
  const r = await receiveTurn(RULES, { ...g, entries: g.events }, file)
  if (!r.ok) return r
  const { entries, ...rest } = r.game
  return { ok: true, game: { ...rest, events: entries } }
}
