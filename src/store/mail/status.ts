// Where a play-by-mail game stands for this player, whichever game it is: his to play, his file to send, or the other
// side's awaited. A game says only whether it is over, who is to act and how many commands it holds.
import { mySend } from '../../core/exchange'
import type { PbmGame } from './record'

export type MailStatus<S extends string = string> =
  | { kind: 'off' }
  /** This player's turn: he plays, then sends it. */
  | { kind: 'play'; me: S }
  /** His file is due (his turn is over, or the game's opening is his to answer). */
  | { kind: 'send'; me: S; file: number }
  /** The other side's file is awaited; his own last one can be sent again. */
  | { kind: 'wait'; me: S; file: number; outbox: boolean }
  /** The game is over and nothing is left to send. */
  | { kind: 'over'; me: S; outbox: boolean }

/** Where the game stands: its record (null off play by mail), whether it is over, who acts, its command count. */
export function mailStatus<S extends string>(
  p: PbmGame | null,
  over: boolean,
  acting: S,
  commands: number,
): MailStatus<S> {
  if (!p) return { kind: 'off' }
  const l = p.ledger
  const me = l.me as S
  if (p.outbox && !p.outbox.sent) return { kind: 'send', me, file: p.outbox.index }
  if (mySend(l)) {
    // A game that ended with the other side's file leaves nothing to send; one that ended with this player's commands
    // leaves his last file.
    if (over && commands === p.start) return { kind: 'over', me, outbox: p.outbox !== null }
    if (l.next < 0 || over || acting !== me) return { kind: 'send', me, file: l.next }
    return { kind: 'play', me }
  }
  return over
    ? { kind: 'over', me, outbox: p.outbox !== null }
    : { kind: 'wait', me, file: l.next, outbox: p.outbox !== null }
}

/** Whether this player may give commands now: off play by mail, or in his own turn, its dice set, not yet sent. */
export const mayActBy = (p: PbmGame | null, over: boolean, acting: string): boolean =>
  !p || (p.ledger.next >= 0 && mySend(p.ledger) && acting === p.ledger.me && !over)
