// The language switch: Russian by default, English on request.
import { en } from './en'
import { ru, type Strings } from './ru'
import { rulesEn } from './rules.en'
import { rulesRu } from './rules.ru'
import type { RuleBook } from './content/rules/types'

export type Lang = 'ru' | 'en'
export type { Strings }

export const STRINGS: Record<Lang, Strings> = { ru, en }
export const RULES: Record<Lang, RuleBook> = { ru: rulesRu, en: rulesEn }
