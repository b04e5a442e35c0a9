// The language switch: Russian by default, English on request.
import { en } from './en'
import { ru, type Strings } from './ru'
import { rulesEn } from './rules.en'
import { rulesRu } from './rules.ru'

export type Lang = 'ru' | 'en'
export type { Strings }

export const STRINGS: Record<Lang, Strings> = { ru, en }
export const RULES: Record<Lang, Record<string, { title: string; text: string }>> = { ru: rulesRu, en: rulesEn }
