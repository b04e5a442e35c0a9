// «Has attacked this phase» is true only for the phasing side in its combat phase: the flag a unit
// keeps from its own side's combat phase means nothing in the other side's turn (CBT.1, ART.1).
import type { GameState, UnitState } from '../../engine'

export const attackedNow = (
  state: Pick<GameState, 'side' | 'phase'>,
  u: Pick<UnitState, 'attacked' | 'side'>,
): boolean => u.attacked && u.side === state.side && state.phase === 'combat'
