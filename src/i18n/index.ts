// The language switch: Russian by default, English on request.
import { en } from './en'
import { ru, type Strings } from './ru'
import { rulesEn } from './rules.en'
import { rulesRu } from './rules.ru'
import type { RuleBook } from './content/rules/types'
import type { Lang } from './lang'

export type { Strings }

export const STRINGS: Record<Lang, Strings> = { ru, en }
export const RULES: Record<Lang, RuleBook> = { ru: rulesRu, en: rulesEn }

export type { Lang } from './lang'
export { LANGS } from './lang'
export { formatRefusal, REFUSALS } from './formatRefusal'
export { latinLabel } from './latin'
export { BAND_LABEL, RESULT_LABEL, TARGET_LABEL } from './terms'
export { describeEvent } from './events'
export { formatStrengthLine } from './strength'
export { formatSetupViolation } from './setupViolations'
