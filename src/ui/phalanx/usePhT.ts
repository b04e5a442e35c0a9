// The Phalanx words in the current language: the rules module's (units, refusals, events) and the screens'.
import { phalanxCoachEn } from '../../i18n/phalanxCoach.en'
import { phalanxCoachRu } from '../../i18n/phalanxCoach.ru'
import type { PhalanxCoachStrings } from '../../i18n/phalanxCoach.types'
import { phalanxEn } from '../../i18n/phalanx.en'
import { phalanxRu } from '../../i18n/phalanx.ru'
import { phalanxNotesEn } from '../../i18n/phalanxNotes.en'
import { phalanxNotesRu } from '../../i18n/phalanxNotes.ru'
import type { PhalanxNotes } from '../../i18n/phalanxNotes.types'
import { phalanxUiEn } from '../../i18n/phalanxUi.en'
import { phalanxUiRu } from '../../i18n/phalanxUi.ru'
import type { PhalanxStrings } from '../../i18n/phalanx.types'
import type { PhalanxUiStrings } from '../../i18n/phalanxUi.types'
import { phalanxPbmEnFor } from '../../i18n/phalanxPbm.en'
import { phalanxPbmRuFor, type PhalanxPbmStrings } from '../../i18n/phalanxPbm.ru'
import { usePh } from '../../store/phalanx'
import { useUi } from '../../store/ui'
import type { Lang } from '../../i18n'

export interface PhT {
  ph: PhalanxStrings
  ui: PhalanxUiStrings
  /** The rules reference's headings and its entries beyond the rules. */
  notes: PhalanxNotes
  /** The coach's words: the hint's lines and an attack's consequences. */
  coach: PhalanxCoachStrings
  /** Play by mail's words (shared with Borodino's where the protocol is the same), for the game's dice rule. */
  mail: PhalanxPbmStrings
  lang: Lang
}

// Each language's words, without and with the dice rule, made once.
const MAIL = {
  ru: [phalanxPbmRuFor(false), phalanxPbmRuFor(true)],
  en: [phalanxPbmEnFor(false), phalanxPbmEnFor(true)],
} as const
const WORDS = {
  ru: MAIL.ru.map((mail) => ({ ph: phalanxRu, ui: phalanxUiRu, notes: phalanxNotesRu, coach: phalanxCoachRu, mail })),
  en: MAIL.en.map((mail) => ({ ph: phalanxEn, ui: phalanxUiEn, notes: phalanxNotesEn, coach: phalanxCoachEn, mail })),
}

/** The words in `lang`; play by mail's name dice only in a game with the dice rule (PH-OPT.1). */
export const phT = (lang: Lang, dice = false): PhT => ({ ...WORDS[lang][dice ? 1 : 0]!, lang })

export function usePhT(): PhT {
  const lang = useUi((s) => s.lang)
  const dice = usePh((s) => s.options.randomDefence)
  return phT(lang, dice)
}
