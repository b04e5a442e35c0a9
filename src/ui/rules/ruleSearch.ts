// The rules reference's search: every word of the query must appear in the rule's id, title, text or example.
import type { RuleBook } from '../../i18n/content/rules/types'

const norm = (s: string): string => s.toLocaleLowerCase().replace(/ё/g, 'е')

/** The ids (in the given order) of the rules matching the query; all of them for an empty query. */
export function searchRules(book: RuleBook, ids: readonly string[], query: string): string[] {
  const words = norm(query).split(/\s+/).filter(Boolean)
  if (!words.length) return [...ids]
  return ids.filter((id) => {
    const r = book[id]
    if (!r) return false
    const hay = norm(`${id} ${r.title} ${r.text} ${r.example ?? ''}`)
    return words.every((w) => hay.includes(w))
  })
}
