// The language switch: Russian by default, English on request. Each language's strings are their own chunk,
// loaded when the language is first used (main.tsx loads the starting one before the first render), so the
// first screen carries one language only. The rules reference loads on demand too (src/ui/rules/ruleBook.ts).
import type { Strings } from './ru'
import type { Lang } from './lang'
import { addRefusals } from './formatRefusal'

export type { Strings }

/** The languages loaded so far. */
export const STRINGS: Partial<Record<Lang, Strings>> = {}

const loading: Partial<Record<Lang, Promise<Strings>>> = {}

export function loadLang(l: Lang): Promise<Strings> {
  // A language's refusal messages come in the same chunk as its strings.
  loading[l] ??= (
    l === 'en'
      ? import('./en').then((m) => (addRefusals('en', m.refusalsEn, m.refusalAddsEn), m.en))
      : import('./ru').then((m) => (addRefusals('ru', m.refusalsRu, m.refusalAddsRu), m.ru))
  ).then(
    (s) => (STRINGS[l] = s),
    (err: unknown) => {
      // A failed chunk (offline, a new deploy) is not remembered: the next call tries again.
      delete loading[l]
      throw err
    },
  )
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
