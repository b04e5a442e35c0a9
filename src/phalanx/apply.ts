// The one entry point for play: apply a command to a state. Bad input is a refusal, never an exception,
// and a refused command leaves the given state untouched (states are never mutated).
import { attack } from './combat'
import type { PhCommand, PhCommandType, PhCtx, PhOutcome } from './commands'
import { move } from './movement'
import { refuse } from './refusal'
import { shapeRefusal } from './shape'
import type { PhState } from './state'
import { agreeDraw, endPhase, face } from './turn'

type Handlers = {
  [K in PhCommandType]: (ctx: PhCtx, state: PhState, cmd: Extract<PhCommand, { type: K }>) => PhOutcome
}

const HANDLERS: Handlers = {
  move,
  face,
  attack,
  endPhase: (ctx, state) => endPhase(ctx, state),
  agreeDraw: (_ctx, state) => agreeDraw(state),
}

export function apply(ctx: PhCtx, state: PhState, cmd: PhCommand): PhOutcome {
  const malformed = shapeRefusal(cmd)
  if (malformed) return { ok: false, refusal: malformed }
  if (state.result) return { ok: false, refusal: refuse('game.over') }
  const handler = HANDLERS[cmd.type] as (ctx: PhCtx, state: PhState, cmd: PhCommand) => PhOutcome
  return handler(ctx, state, cmd)
}
