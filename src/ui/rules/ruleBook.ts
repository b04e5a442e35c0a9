// The rules reference's texts (both languages) are their own chunk, loaded when first asked for: the reference
// opened, or a rule id pointed at or focused (its title shows once loaded).
import { create } from 'zustand'
import type { RuleBook } from '../../i18n/content/rules/types'

type Books = Record<'ru' | 'en', RuleBook>

export const useRuleBook = create<{ books: Books | null }>(() => ({ books: null }))

let loading: Promise<Books> | null = null

export function loadRuleBook(): Promise<Books> {
  loading ??= import('../../i18n/content/rules').then((m) => {
    useRuleBook.setState({ books: m.RULE_BOOK })
    return m.RULE_BOOK
  })
  return loading
}
