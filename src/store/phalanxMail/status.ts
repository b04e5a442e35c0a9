// Where a play-by-mail game of «Фаланга» stands for this player: the game-neutral status (../mail) of its record;
// the side to act is always the phasing side.
import type { Side } from '../../phalanx'
import { mailStatus, type MailStatus } from '../mail'
import type { PhGame } from '../phalanx'

export type PhMailStatus = MailStatus<Side>

export const phMailStatus = (g: Pick<PhGame, 'pbm' | 'state' | 'commands'>): PhMailStatus =>
  mailStatus(g.pbm, g.state.result !== null, g.state.side, g.commands.length)
