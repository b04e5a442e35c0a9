// The engine's entry point: apply a command to a state. Illegal input is a refusal, never an exception.
import { type GameState, isGameOver, type PendingStep } from './state'
import { advance, attack, chooseLosses, fire, retreat } from '../combat/combatCommands'
import type { Command, Ctx, Outcome } from './commands'
import { captureCommanders, loneCommandersToCapture } from '../command/commanders'
import { limber, moveCommander, moveUnit, unlimber } from '../movement/moveCommands'
import { endPhase, rally } from '../sequence/phaseEnd'
import { pendingRefusal } from '../combat/pendingQueue'
import { shapeRefusal } from './commandShape'
import { gameOver, refuse } from './refusal'
import { place, placeCommander } from '../setup/setupCommands'
import { otherSide, SIDES, type Side } from './types'
import { edit, frozenCopy, isWorking } from './working'

type Handlers = { [K in Command['type']]: (ctx: Ctx, state: GameState, cmd: Extract<Command, { type: K }>) => Outcome }

const HANDLERS: Handlers = {
  move: moveUnit,
  moveCommander,
  limber,
  unlimber,
  endPhase: (ctx, state) => endPhase(ctx, state),
  rally,
  attack,
  fire,
  retreat,
  chooseLosses,
  advance,
  place,
  placeCommander,
}

/** The command that resolves each kind of pending step. */
const RESOLVES: Record<PendingStep['kind'], Command['type']> = {
  exchange: 'chooseLosses',
  retreat: 'retreat',
  advance: 'advance',
}

/** Applies one command. On refusal the given state is returned untouched (it is never mutated). */
export function apply(ctx: Ctx, state: GameState, cmd: Command): Outcome {
  // A simulation's working copy changes only through its simulation: here it is copied first.
  return applyCommand(ctx, isWorking(state) ? frozenCopy(state) : state, cmd)
}

/**
 * `apply` for any state: an ordinary one gives a new frozen state, a simulation's working copy is
 * changed in place and returned (core/simulation.ts). The rules are the same code either way.
 */
export function applyCommand(ctx: Ctx, state: GameState, cmd: Command): Outcome {
  const malformed = shapeRefusal(cmd)
  if (malformed) return { ok: false, refusal: malformed }
  if (isGameOver(state)) return { ok: false, refusal: gameOver() }
  const head = state.pending[0]
  if (head && RESOLVES[head.kind] !== cmd.type) return { ok: false, refusal: pendingRefusal(head) }
  if (!head && (cmd.type === 'retreat' || cmd.type === 'chooseLosses' || cmd.type === 'advance')) {
    return { ok: false, refusal: refuse('SEQ.3', 'pending.none') }
  }
  // Well-formed commands never throw: an exception here is a bug, and tests must see it.
  const handler = HANDLERS[cmd.type] as (ctx: Ctx, state: GameState, cmd: Command) => Outcome
  const out = handler(ctx, state, cmd)
  if (!out.ok) return out
  // CMD.5: lone commanders next to the enemy are captured; the phasing side's own commanders may
  // still move away during their movement phase, so they are checked when it ends.
  const sides: readonly Side[] = out.state.phase === 'movement' ? [otherSide(out.state.side)] : SIDES
  const captured = loneCommandersToCapture(ctx, out.state, sides)
  if (captured.length === 0) return out
  const events = out.events
  const next = edit(out.state, (s) => captureCommanders(s, captured, events))
  return { ok: true, state: next, events }
}
