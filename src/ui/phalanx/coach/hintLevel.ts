// The level «Фаланга»'s hint is asked at: the computer opponent's, so that the hint plays as the opponent does; the
// default level in a game of two people.
import { otherSide, PH_DEFAULT_LEVEL, type PhAiLevel, type Side } from '../../../phalanx'
import type { Player } from '../../../store/phalanx'

export function phHintLevel(players: Readonly<Record<Side, Player>>, side: Side): PhAiLevel {
  const other = players[otherSide(side)]
  return other === 'human' ? PH_DEFAULT_LEVEL : other
}
