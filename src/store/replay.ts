// Replays a saved command list from its scenario's start with the engine's replay (SEQ.4): how saves
// are read and the log rebuilt. A save must replay whole: the first refused command ends it.
import type { Command } from '../engine'
import { replay as replayCommands } from '../engine'
import type { GameState } from '../engine'
import type { Bilingual } from '../engine'
import type { Bundle } from './bundle'
import { logEntry, type LogEntry } from './log'
import { formatRefusal } from '../i18n'

export type ReplayResult =
  { ok: true; state: GameState; log: LogEntry[] } | { ok: false; detail: string; text: Bilingual }

export function replay(bundle: Bundle, scenarioId: string, seed: number, commands: Command[]): ReplayResult {
  const initial = bundle.newGame(scenarioId, seed)
  if (!initial)
    return {
      ok: false,
      detail: `scenario ${scenarioId}`,
      text: { ru: `сценарий ${scenarioId}`, en: `scenario ${scenarioId}` },
    }
  const log: LogEntry[] = []
  const r = replayCommands(bundle.ctx, initial, commands, {
    stopAtRefusal: true,
    onAccepted: (before, events, i) => log.push(logEntry(before, events, i)),
  })
  const first = r.refused[0]
  if (first) {
    const { index: i, refusal } = first // i is the index of the refused command in `commands`
    // The refusal in both languages, without its final full stop (the message adds its own).
    const say = (lang: keyof Bilingual): string =>
      `№${i + 1} (${commands[i]!.type}) — ${refusal.rule ?? refusal.code}: ${formatRefusal(refusal, lang).replace(/\.$/, '')}`
    return { ok: false, detail: say('en'), text: { ru: say('ru'), en: say('en') } }
  }
  return { ok: true, state: r.state, log }
}
