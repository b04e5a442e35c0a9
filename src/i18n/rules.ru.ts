// The rules reference in Russian, keyed by rule id (the texts live in src/i18n/content/rules).
import { RULE_BOOK } from './content/rules'

export const rulesRu = RULE_BOOK.ru
