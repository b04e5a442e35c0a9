// A refusal in words, as the board shows it (the engine gives data; src/i18n gives the sentence).
import type { Refusal } from '../../src/engine'
import { formatRefusal, type Lang } from '../../src/i18n'
import { addRefusals } from '../../src/i18n/formatRefusal'
import { refusalAddsEn, refusalsEn } from '../../src/i18n/refusals.en'
import { refusalAddsRu, refusalsRu } from '../../src/i18n/refusals.ru'

// The app adds a language's messages when its strings load; tests have both at hand.
addRefusals('ru', refusalsRu, refusalAddsRu)
addRefusals('en', refusalsEn, refusalAddsEn)

export const say = (r: Refusal | null | undefined, lang: Lang): string | undefined =>
  r ? formatRefusal(r, lang) : undefined
