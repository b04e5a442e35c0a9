// The rules reference in English, keyed by rule id (the texts live in src/i18n/content/rules).
import { RULE_BOOK } from './content/rules'

export const rulesEn = RULE_BOOK.en
