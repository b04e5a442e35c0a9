// The rules reference, one chunk fetched when first asked for (the reference opened, or a rule id pointed at, whose
// title shows once loaded): its dialog, its texts in both languages and its search.
export { RulesDialog } from './RulesDialog'
export { RULE_BOOK } from '../../i18n/content/rules'
