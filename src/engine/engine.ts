// The engine's entry point: apply a command to a state. Illegal input is a refusal, never an exception.
import type { Command, Ctx, Outcome } from './commands'
import type { GameEvent } from './events'
import { limber, moveCommander, moveUnit, unlimber } from './moveCommands'
import { refusal } from './refusal'
import { advancePhase } from './sequence'
import type { GameState } from './state'
import { produce } from 'immer'

function endPhase(_ctx: Ctx, state: GameState): Outcome {
  if (state.over) return { ok: false, refusal: refusal('SEQ.1', 'game.over', 'Игра окончена.', 'The game is over.') }
  const events: GameEvent[] = []
  const next = produce(state, (s) => advancePhase(s, events))
  return { ok: true, state: next, events }
}

type Handlers = { [K in Command['type']]: (ctx: Ctx, state: GameState, cmd: Extract<Command, { type: K }>) => Outcome }

const HANDLERS: Handlers = {
  move: moveUnit,
  moveCommander,
  limber,
  unlimber,
  endPhase,
}

/** Applies one command. On refusal the given state is returned untouched (it is never mutated). */
export function apply(ctx: Ctx, state: GameState, cmd: Command): Outcome {
  if (!cmd || typeof cmd !== 'object' || typeof (cmd as { type?: unknown }).type !== 'string' || !(cmd.type in HANDLERS)) {
    return { ok: false, refusal: refusal('SEQ.3', 'command.unknown', 'Неизвестная команда.', `Unknown command ${JSON.stringify((cmd as { type?: unknown })?.type)}.`) }
  }
  try {
    const handler = HANDLERS[cmd.type] as (ctx: Ctx, state: GameState, cmd: Command) => Outcome
    return handler(ctx, state, cmd)
  } catch (e) {
    // A malformed command (wrong field types) must not crash the game: refuse it.
    return { ok: false, refusal: refusal('SEQ.3', 'command.malformed', 'Команда составлена неверно.', `Malformed command: ${(e as Error).message}`) }
  }
}
