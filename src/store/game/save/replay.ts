// Replays a saved command list from its scenario's start with the engine's replay (SEQ.4): how saves
// are read and the log rebuilt. A save must replay whole: the first refused command ends it.
import { replay as replayCommands, type Command, type DiceSeed, type GameState } from '../../../engine'
import type { Bundle } from '../bundle'
import { logEntry, type LogEntry } from '../log'
import type { SaveProblem } from './save'

/** A replayed game, or why it does not replay, as a save problem (worded by the UI). */
export type ReplayResult = { ok: true; state: GameState; log: LogEntry[] } | { ok: false; problem: SaveProblem }

export function replay(
  bundle: Bundle,
  scenarioId: string,
  seed: number,
  commands: Command[],
  dice: readonly DiceSeed[] = [],
): ReplayResult {
  const initial = bundle.newGame(scenarioId, seed)
  if (!initial) return { ok: false, problem: { code: 'unknown-scenario', detail: scenarioId } }
  const log: LogEntry[] = []
  const r = replayCommands(bundle.ctx, initial, commands, {
    stopAtRefusal: true,
    dice,
    onAccepted: (before, events, i) => log.push(logEntry(before, events, i)),
  })
  const first = r.refused[0]
  if (first) {
    const { index, refusal } = first
    const type = commands[index]?.type ?? '?'
    return { ok: false, problem: { code: 'replay-refused', command: { index: index + 1, type }, refusal } }
  }
  return { ok: true, state: r.state, log }
}
