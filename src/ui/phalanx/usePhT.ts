// The Phalanx words in the current language: the rules module's (units, refusals, events) and the screens'.
import { phalanxEn } from '../../i18n/phalanx.en'
import { phalanxRu } from '../../i18n/phalanx.ru'
import { phalanxUiEn } from '../../i18n/phalanxUi.en'
import { phalanxUiRu } from '../../i18n/phalanxUi.ru'
import type { PhalanxStrings } from '../../i18n/phalanx.types'
import type { PhalanxUiStrings } from '../../i18n/phalanxUi.types'
import { useUi } from '../../store/uiStore'
import type { Lang } from '../../i18n'

export interface PhT {
  ph: PhalanxStrings
  ui: PhalanxUiStrings
  lang: Lang
}

export const phT = (lang: Lang): PhT =>
  lang === 'en' ? { ph: phalanxEn, ui: phalanxUiEn, lang } : { ph: phalanxRu, ui: phalanxUiRu, lang }

export function usePhT(): PhT {
  return phT(useUi((s) => s.lang))
}
