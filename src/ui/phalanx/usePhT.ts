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
import { phalanxPbmEn } from '../../i18n/phalanxPbm.en'
import { phalanxPbmRu, type PhalanxPbmStrings } from '../../i18n/phalanxPbm.ru'
import { useUi } from '../../store/ui'
import type { Lang } from '../../i18n'

export interface PhT {
  ph: PhalanxStrings
  ui: PhalanxUiStrings
  /** The rules reference's headings and its entries beyond the rules. */
  notes: PhalanxNotes
  /** The coach's words: the hint's lines and an attack's consequences. */
  coach: PhalanxCoachStrings
  /** Play by mail's words (its problems are Borodino's, the same protocol's). */
  mail: PhalanxPbmStrings
  lang: Lang
}

export const phT = (lang: Lang): PhT =>
  lang === 'en'
    ? { ph: phalanxEn, ui: phalanxUiEn, notes: phalanxNotesEn, coach: phalanxCoachEn, mail: phalanxPbmEn, lang }
    : { ph: phalanxRu, ui: phalanxUiRu, notes: phalanxNotesRu, coach: phalanxCoachRu, mail: phalanxPbmRu, lang }

export function usePhT(): PhT {
  return phT(useUi((s) => s.lang))
}
