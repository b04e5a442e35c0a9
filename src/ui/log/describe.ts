// Events in words: the engine tells them (describeEvent); here only the names and the dice for the glyphs.
import type { GameEvent, GameState } from '../../engine'
import { describeEvent } from '../../i18n/events'
import type { Lang } from '../../i18n'
import { unitLabel } from '../labels'

export type Names = (id: string) => string

export function namesFrom(state: GameState, lang: Lang): Names {
  return (id) => {
    const u = state.units[id]
    if (u) return `${unitLabel(u, lang)} (${u.name[lang]})`
    return state.commanders[id]?.name[lang] ?? id
  }
}

export function describe(e: GameEvent, names: Names, lang: Lang): string {
  return describeEvent(e, lang, names)
}

/** The dice of an event, for the die glyphs in the log. */
export function diceOf(e: GameEvent): number[] {
  if ('die' in e && typeof e.die === 'number') return [e.die]
  if (e.type === 'commander-casualty') return e.die2 === null ? [e.die1] : [e.die1, e.die2]
  return []
}
