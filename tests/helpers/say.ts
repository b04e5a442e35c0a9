// A refusal in words, as the board shows it (the engine gives data; src/i18n gives the sentence).
import type { Refusal } from '../../src/engine'
import { formatRefusal, type Lang } from '../../src/i18n'

export const say = (r: Refusal | null | undefined, lang: Lang): string | undefined =>
  r ? formatRefusal(r, lang) : undefined
