// What can be wrong with a Borodino turn file: the game-neutral codes (src/store/mail), a refused command worded by
// the engine's refusals.
import type { Refusal } from '../../engine'
import type { MailProblem } from '../mail'

export type { TurnProblemCode } from '../mail'
export type TurnProblem = MailProblem<Refusal>
