// The battle record in words: one place for the move list, the review banner and the Markdown export.
// Events are told by the engine's describeEvent (through the log's describe); commands get a short title here.
import { type Command, type GameState, isGameOver, turnTime, type VictoryBand, victoryStatus } from '../../engine'
import { BAND_LABEL, RESULT_LABEL, type Lang } from '../../i18n'
import { REVIEW_STRINGS } from '../../i18n/review'
import type { LogEntry } from '../../store/game'
import { describe, namesFrom, type Names } from '../log/describe'

export { namesFrom, type Names }

const first = (p: string[]): string => p[0] ?? '?'
const last = (p: string[]): string => p[p.length - 1] ?? '?'

/** A short title for a command. */
export function commandText(cmd: Command, names: Names, lang: Lang): string {
  const c = REVIEW_STRINGS[lang].cmd
  switch (cmd.type) {
    case 'move':
      return c.move(names(cmd.unit), first(cmd.path), last(cmd.path))
    case 'moveCommander':
      return c.moveCommander(names(cmd.commander), first(cmd.path), last(cmd.path))
    case 'limber':
      return c.limber(names(cmd.unit))
    case 'unlimber':
      return c.unlimber(names(cmd.unit))
    case 'endPhase':
      return c.endPhase
    case 'rally':
      return c.rally
    case 'attack':
      return c.attack(names(cmd.defender))
    case 'fire':
      return c.fire(names(cmd.target))
    case 'retreat':
      return c.retreat(names(cmd.unit), cmd.hex)
    case 'chooseLosses':
      return c.chooseLosses(cmd.units.map(names).join(', '))
    case 'advance':
      return cmd.unit ? c.advance(names(cmd.unit), cmd.hex ?? '') : c.noAdvance
    case 'place':
      return cmd.hex ? c.place(names(cmd.unit), cmd.hex) : c.unplace(names(cmd.unit))
    case 'placeCommander':
      return cmd.hex ? c.place(names(cmd.commander), cmd.hex) : c.unplace(names(cmd.commander))
  }
}

/** Whether an entry needs the command's title: when its events do not already tell what was done. */
export function needsTitle(cmd: Command, entry: LogEntry): boolean {
  return entry.events.length === 0 || cmd.type === 'endPhase' || cmd.type === 'rally' || cmd.type === 'chooseLosses'
}

/** The lines of one entry: the title when needed, then every event in words. */
export function entryLines(cmd: Command, entry: LogEntry, names: Names, lang: Lang): string[] {
  const lines = entry.events.map((e) => describe(e, names, lang))
  return needsTitle(cmd, entry) ? [commandText(cmd, names, lang), ...lines] : lines
}

/** "Turn 3 · 07:00 · French · movement" for a position's state. */
export function positionText(state: GameState, lang: Lang): string {
  const r = REVIEW_STRINGS[lang]
  return r.review.at(state.turn, turnTime(state.turn), r.sideName[state.side], r.phase[state.phase])
}

export const resultLabel = (res: keyof typeof RESULT_LABEL, lang: Lang): string => RESULT_LABEL[res][lang]

/** The whole record as Markdown in the game's language: turns, sides and phases as headings, every action numbered. */
export function recordMarkdown(args: {
  scenarioName: string
  seed: number
  commands: readonly Command[]
  log: readonly LogEntry[]
  state: GameState
  lang: Lang
}): string {
  const { commands, log, state, lang } = args
  const r = REVIEW_STRINGS[lang]
  const names = namesFrom(state, lang)
  const v = victoryStatus(state)
  const out: string[] = [`# ${r.md.title}`, '']
  out.push(`- ${r.md.scenario}: ${args.scenarioName}`)
  out.push(`- ${r.md.seed}: ${args.seed}`)
  out.push(`- ${r.md.commands}: ${commands.length}`)
  out.push(`- ${r.md.losses}: ${r.md.lossesLine(state.losses.ru, v.lossesPct.toFixed(1), state.losses.fr)}`)
  out.push(`- ${r.md.result}: ${isGameOver(state) ? bandText(v.band, lang) : r.md.notOver}`)
  let turnKey = ''
  let phaseKey = ''
  log.forEach((entry, i) => {
    const tk = `${entry.turn}`
    if (tk !== turnKey) {
      out.push('', `## ${r.turnHead(entry.turn, turnTime(entry.turn))}`)
      turnKey = tk
      phaseKey = ''
    }
    const pk = `${entry.side}/${entry.phase}`
    if (pk !== phaseKey) {
      out.push('', `### ${r.sideName[entry.side]}: ${r.phase[entry.phase]}`, '')
      phaseKey = pk
    }
    const lines = entryLines(commands[i]!, entry, names, lang) // one command per log entry
    out.push(`${i + 1}. ${lines[0] ?? ''}`)
    for (const l of lines.slice(1)) out.push(`    - ${l}`)
  })
  return out.join('\n') + '\n'
}

export const bandText = (band: VictoryBand, lang: Lang): string => {
  const w = BAND_LABEL[band][lang]
  return w.charAt(0).toUpperCase() + w.slice(1)
}

/** Saves a text as a file in the browser. */
export function download(name: string, text: string, type: string): void {
  const blob = new Blob([text], { type })
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}
