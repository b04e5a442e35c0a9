// Where a play-by-mail game stands for this player: his to play, his file to send, or the other side's awaited.
import { actingSide, isGameOver, type Side } from '../../engine'
import { mySend } from '../../core/exchange'
import type { GameStore } from '../game'

export type PbmStatus =
  | { kind: 'off' }
  /** This player's turn: he plays, then sends it. */
  | { kind: 'play'; me: Side }
  /** His file is due (his turn is over, or the game's opening is his to answer). */
  | { kind: 'send'; me: Side; file: number }
  /** The other side's file is awaited; his own last one can be sent again. */
  | { kind: 'wait'; me: Side; file: number; outbox: boolean }
  /** The game is over and nothing is left to send. */
  | { kind: 'over'; me: Side; outbox: boolean }

export function pbmStatus(g: Pick<GameStore, 'pbm' | 'state' | 'commands'>): PbmStatus {
  const p = g.pbm
  if (!p) return { kind: 'off' }
  const l = p.ledger
  const me = l.me as Side
  const over = isGameOver(g.state)
  if (p.outbox && !p.outbox.sent) return { kind: 'send', me, file: p.outbox.index }
  if (mySend(l)) {
    // A game that ended with the other side's file leaves nothing to send; one that ended with this player's commands
    // leaves his last file.
    if (over && g.commands.length === p.start) return { kind: 'over', me, outbox: p.outbox !== null }
    if (l.next < 0 || over || actingSide(g.state) !== me) return { kind: 'send', me, file: l.next }
    return { kind: 'play', me }
  }
  return over
    ? { kind: 'over', me, outbox: p.outbox !== null }
    : { kind: 'wait', me, file: l.next, outbox: p.outbox !== null }
}

/** Whether this player may give commands now (his turn, its dice set, not yet sent). */
export const mayAct = (g: Pick<GameStore, 'pbm' | 'state' | 'commands'>): boolean => {
  const s = pbmStatus(g)
  return s.kind === 'off' || s.kind === 'play'
}
