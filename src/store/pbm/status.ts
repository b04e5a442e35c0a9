// Where a Borodino play-by-mail game stands for this player: the game-neutral status (../mail) of its record, with
// the engine's word on who acts and whether the game is over.
import { actingSide, isGameOver, type Side } from '../../engine'
import { mailStatus, mayActBy, type MailStatus } from '../mail'
import type { GameStore } from '../game'

export type PbmStatus = MailStatus<Side>

export const pbmStatus = (g: Pick<GameStore, 'pbm' | 'state' | 'commands'>): PbmStatus =>
  mailStatus(g.pbm, isGameOver(g.state), actingSide(g.state), g.commands.length)

/** Whether this player may give commands now (his turn, its dice set, not yet sent). */
export const mayAct = (g: Pick<GameStore, 'pbm' | 'state' | 'commands'>): boolean =>
  mayActBy(g.pbm, isGameOver(g.state), actingSide(g.state))
