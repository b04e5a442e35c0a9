// The language switch: Russian by default, English on request. Each language's strings come in two chunks: those
// of the first screen (the board, the panel, the menu), loaded before the first render (main.tsx), and those of the
// screens opened on demand (dialogs, the rules, tooltips, the combat panel) with its refusal messages, loaded with
// the first such screen (lazyPart) or once the board has been painted (preload.ts). The other language loads when
// chosen. The rules reference has its own chunks too (src/ui/rules/ruleBook.ts).
import type { Strings } from './ru'
import type { MoreStrings } from './ru.more'
import type { Lang } from './lang'
import { addRefusals } from './formatRefusal'

export type { Strings, MoreStrings }
/** Every string of a language: what the screens opened on demand see. */
export type AllStrings = Strings & MoreStrings

/** The languages loaded so far (first-screen strings). */
export const STRINGS: Partial<Record<Lang, Strings>> = {}
/** The languages whose on-demand strings are loaded too: the whole set. */
const ALL: Partial<Record<Lang, AllStrings>> = {}

const loading: Partial<Record<Lang, Promise<Strings>>> = {}
const loadingMore: Partial<Record<Lang, Promise<AllStrings>>> = {}

/** A failed chunk (offline, a new deploy) is not remembered: the next call tries again. */
function once<T>(cache: Partial<Record<Lang, Promise<T>>>, l: Lang, load: () => Promise<T>): Promise<T> {
  cache[l] ??= load().catch((err: unknown) => {
    delete cache[l]
    throw err
  })
  return cache[l]
}

/** The first screen's strings of a language. */
export function loadLang(l: Lang): Promise<Strings> {
  return once(loading, l, () =>
    (l === 'en' ? import('./en').then((m) => m.en) : import('./ru').then((m) => m.ru)).then((s) => (STRINGS[l] = s)),
  )
}

/** Every string of a language: the first screen's and those of the screens opened on demand. */
export function loadMore(l: Lang): Promise<AllStrings> {
  return once(loadingMore, l, () =>
    Promise.all([
      loadLang(l),
      l === 'en'
        ? import('./en.more').then((m) => (addRefusals('en', m.refusalsEn, m.refusalAddsEn), m.enMore))
        : import('./ru.more').then((m) => (addRefusals('ru', m.refusalsRu, m.refusalAddsRu), m.ruMore)),
    ]).then(([first, more]) => (ALL[l] = { ...first, ...more })),
  )
}

/** True when every string of the language is loaded (screens opened on demand can be drawn). */
export const moreLoaded = (l: Lang): boolean => ALL[l] !== undefined

/** True once the on-demand strings of the language have been asked for (loaded or still on their way). */
export const moreRequested = (l: Lang): boolean => loadingMore[l] !== undefined || ALL[l] !== undefined

/** The strings of a language; until it is loaded, those of one that is (the switch waits for the load). */
export function stringsFor(l: Lang): Strings {
  const s = STRINGS[l] ?? STRINGS.ru ?? STRINGS.en
  if (!s) throw new Error('no language loaded yet')
  return s
}

/** Every string of a language, for a screen opened on demand: its loader waited for loadMore. */
export function allStringsFor(l: Lang): AllStrings {
  const s = ALL[l] ?? ALL.ru ?? ALL.en
  if (!s) throw new Error('the strings of the screens opened on demand are not loaded yet')
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
