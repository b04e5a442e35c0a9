// The opponent's last turn in a game of «Фаланга» by mail, found in the record: shown after its file is opened and
// again from the strip while this player is to move. Read from the game itself, so it survives a reload.
import type { PhEvent, Side } from '../../phalanx'
import type { PbmGame } from '../../store/mail'
import type { MailTurn } from './phUi'

const other = (s: Side): Side => (s === 'south' ? 'north' : 'south')
const hands = (es: readonly PhEvent[] | undefined): boolean => !!es?.some((e) => e.kind === 'turnStarted')

/**
 * The turn the other side sent last, as commands [from, to) of the record: it ends where this player's own turn
 * begins (`pbm.start`), and begins after the command that handed the game over to it (or at the game's first
 * command). Null outside a game by mail, before the other side has played, or when the record does not show such a
 * turn (the command before `to` must have handed the game to this player).
 */
export function lastMailTurn(g: { pbm: PbmGame | null; events: readonly (readonly PhEvent[])[] }): MailTurn | null {
  const p = g.pbm
  if (!p || p.start <= 0 || p.start > g.events.length) return null
  const me = p.ledger.me as Side
  const to = p.start
  const last = g.events[to - 1]!
  if (!last.some((e) => e.kind === 'turnStarted' && e.side === me)) return null
  let from = to - 1
  while (from > 0 && !hands(g.events[from - 1])) from--
  return { from, to, side: other(me) }
}
