// The whole rules reference in both languages.
import { enArt } from './en.art'
import { enCbt } from './en.cbt'
import { enMap } from './en.map'
import { enMove } from './en.move'
import { ruArt } from './ru.art'
import { ruCbt } from './ru.cbt'
import { ruMap } from './ru.map'
import { ruMove } from './ru.move'
import type { RuleBook } from './types'

export const RULE_BOOK: Record<'ru' | 'en', RuleBook> = {
  ru: { ...ruMap, ...ruMove, ...ruCbt, ...ruArt },
  en: { ...enMap, ...enMove, ...enCbt, ...enArt },
}
