// The language switch: Russian by default, English on request. Each language's strings are one chunk (the screens,
// the dialogs, the refusals: ru.all.ts, en.all.ts), loaded before the first render (main.tsx); the other language
// loads when chosen. The rules reference and the tutorial's lessons have chunks of their own, with their features.
import type { Strings as FirstStrings } from './ru'
import type { MoreStrings } from './ru.more'
import type { PbmStrings } from './pbm.ru'
import type { Lang } from './lang'
import { addRefusals } from './formatRefusal'

/** Every string of a language. */
export type Strings = FirstStrings & MoreStrings & { pbm: PbmStrings }

/** The languages loaded so far. */
export const STRINGS: Partial<Record<Lang, Strings>> = {}

const loading: Partial<Record<Lang, Promise<Strings>>> = {}

/** A language's strings, fetched once; a failed fetch (offline, a new deploy) is not remembered: the next call tries again. */
export function loadLang(l: Lang): Promise<Strings> {
  loading[l] ??= (l === 'en' ? import('./en.all') : import('./ru.all'))
    .then((m) => {
      addRefusals(l, m.refusals, m.refusalAdds)
      return (STRINGS[l] = m.strings)
    })
    .catch((err: unknown) => {
      delete loading[l]
      throw err
    })
  return loading[l]
}

/** The strings of a language; until it is loaded, those of one that is (the switch waits for the load). */
export function stringsFor(l: Lang): Strings {
  const s = STRINGS[l] ?? STRINGS.ru ?? STRINGS.en
  if (!s) throw new Error('no language loaded yet')
  return s
}

export type { Lang } from './lang'
export { LANGS } from './lang'
export { formatRefusal, REFUSALS } from './formatRefusal'
export { latinLabel } from './latin'
export { BAND_LABEL, RESULT_LABEL, TARGET_LABEL } from './terms'
export { formatStrengthLine } from './strength'
export { formatSetupViolation } from './setupViolations'
export { saveProblemDetail } from './saveProblems'
export {
  chanceText,
  consequenceText,
  decimalOf,
  givenChance,
  percentText,
  pointsText,
  warningText,
  type CoachNames,
} from './coach'
