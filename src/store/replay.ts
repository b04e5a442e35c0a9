// Replays a command list from a scenario's start: how saves are checked and the log rebuilt.
import type { Command } from '../engine'
import { apply } from '../engine'
import type { GameState } from '../engine'
import type { Bilingual } from '../engine'
import type { Bundle } from './bundle'
import { logEntry, type LogEntry } from './log'
import { formatRefusal } from '../i18n'

export type ReplayResult =
  | { ok: true; state: GameState; log: LogEntry[] }
  | { ok: false; detail: string; text: Bilingual }

export function replay(bundle: Bundle, scenarioId: string, seed: number, commands: Command[]): ReplayResult {
  let state = bundle.newGame(scenarioId, seed)
  if (!state) return { ok: false, detail: `scenario ${scenarioId}`, text: { ru: `сценарий ${scenarioId}`, en: `scenario ${scenarioId}` } }
  const log: LogEntry[] = []
  for (let i = 0; i < commands.length; i++) {
    const out = apply(bundle.ctx, state, commands[i])
    if (!out.ok) {
      // The refusal in both languages, without its final full stop (the message adds its own).
      const say = (lang: keyof Bilingual): string => `№${i + 1} (${commands[i].type}) — ${out.refusal.rule ?? out.refusal.code}: ${formatRefusal(out.refusal, lang).replace(/\.$/, '')}`
      return { ok: false, detail: say('en'), text: { ru: say('ru'), en: say('en') } }
    }
    log.push(logEntry(state, out.events, i))
    state = out.state
  }
  return { ok: true, state, log }
}
