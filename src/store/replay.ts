// Replays a command list from a scenario's start: how saves are checked and the log rebuilt.
import type { Command } from '../engine/commands'
import { apply } from '../engine/engine'
import type { GameState } from '../engine/state'
import type { Bundle } from './bundle'
import { logEntry, type LogEntry } from './log'

export type ReplayResult =
  | { ok: true; state: GameState; log: LogEntry[] }
  | { ok: false; detail: string }

export function replay(bundle: Bundle, scenarioId: string, seed: number, commands: Command[]): ReplayResult {
  let state = bundle.newGame(scenarioId, seed)
  if (!state) return { ok: false, detail: `scenario ${scenarioId}` }
  const log: LogEntry[] = []
  for (let i = 0; i < commands.length; i++) {
    const out = apply(bundle.ctx, state, commands[i])
    if (!out.ok) return { ok: false, detail: `#${i + 1} ${commands[i].type}: ${out.refusal.rule} ${out.refusal.text.en}` }
    log.push(logEntry(state, out.events, i))
    state = out.state
  }
  return { ok: true, state, log }
}
