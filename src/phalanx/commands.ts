// The commands a Phalanx player gives. Hexes are CCRR codes, facings 0..5 (F12 = 0, clockwise).
import type { Outcome } from '../core'
import type { PhEvent } from './events'
import type { Field } from './field'
import type { Facing } from './facing'
import type { PhRefusal } from './refusal'
import type { PhState } from './state'
import type { HexCode } from './types'

export type PhCommand =
  /**
   * PH-MOVE: one continuous move; `path` lists the hexes entered in order. A hoplite or cavalry unit
   * leaving the camp names its exit `facing` (PH-SETUP.3); no other move may carry one (PH-MOVE.5).
   */
  | { type: 'move'; unit: string; path: HexCode[]; facing?: Facing }
  /** PH-FACE.1: turn a hoplite or cavalry unit to any vertex in the facing phase. */
  | { type: 'face'; unit: string; facing: Facing }
  /** PH-CBT.1–5: one attack on a target by one or more attackers. */
  | { type: 'attack'; target: string; attackers: string[] }
  /** PH-SEQ.2: go to the next phase; after the attack phase, the end-of-turn check and the next turn. */
  | { type: 'endPhase' }
  /** PH-WIN.7: both players agree to a draw. */
  | { type: 'agreeDraw' }

export type PhCommandType = PhCommand['type']

/** What the rules need besides the state: the field. */
export interface PhCtx {
  readonly field: Field
}

export type PhOutcome = Outcome<PhState, PhEvent, PhRefusal>
