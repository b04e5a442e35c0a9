// The rules reference's texts (both languages) come with its chunk (rulesFeature.ts), loaded when first asked for: the
// reference opened, or a rule id pointed at or focused (its title shows once loaded).
import { create } from 'zustand'
import type { RuleBook } from '../../i18n/content/rules/types'

type Books = Record<'ru' | 'en', RuleBook>

export const useRuleBook = create<{ books: Books | null }>(() => ({ books: null }))

let loading: Promise<Books> | null = null
let source: (() => Promise<Books>) | null = null

/** Where the texts come from: the rules reference's chunk (given by the app, src/ui/features.ts). */
export function setRuleBookSource(load: () => Promise<Books>): void {
  source = load
}

export function loadRuleBook(): Promise<Books> {
  loading ??= (source ? source() : Promise.reject(new Error('no rule book source'))).then(
    (books) => {
      useRuleBook.setState({ books })
      return books
    },
    (e: unknown) => {
      loading = null // the next ask fetches again
      throw e
    },
  )
  return loading
}
