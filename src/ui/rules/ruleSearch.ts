// The rules reference's search: a full-text index (MiniSearch) over the rules and the glossary, with the
// Snowball stemmer of the language and its stop words, so «сколько клеток может пройти пехота» finds the
// rule on movement points whatever the word endings. A glossary hit also brings up the rules it cites.
import MiniSearch from 'minisearch'
import { stemmer as stemEn } from '@orama/stemmers/english'
import { stemmer as stemRu } from '@orama/stemmers/russian'
import { stopwords as stopEn } from '@orama/stopwords/english'
import { stopwords as stopRu } from '@orama/stopwords/russian'
import { GLOSSARY, TERMS } from '../../i18n/content/glossary'
import type { RuleBook } from '../../i18n/content/rules/types'
import type { Lang } from '../../i18n'

export interface SearchHits {
  /** Rule ids, best match first. */
  rules: string[]
  /** Glossary term ids, best match first. */
  terms: string[]
}

interface Doc {
  id: string
  title: string
  text: string
  also: string
}

const STEM: Record<Lang, (w: string) => string> = { ru: stemRu, en: stemEn }
// Question words carry no subject («почему не может двигаться» is about moving): dropped like stop words.
const ASK: Record<Lang, string[]> = {
  ru: ['почему', 'сколько', 'зачем', 'когда', 'какой', 'какая', 'какие', 'можно', 'нельзя'],
  en: ['why', 'how', 'many', 'much', 'when', 'which', 'can', 'cannot'],
}
const STOP: Record<Lang, ReadonlySet<string>> = {
  ru: new Set([...stopRu, ...ASK.ru]),
  en: new Set([...stopEn, ...ASK.en]),
}
/** A result weaker than this share of the best one is noise (a common word), not an answer. */
const KEEP = 0.3
/** A glossary hit lends its rules this share of its score. */
const TERM_TO_RULE = 0.9

const norm = (s: string): string => s.toLocaleLowerCase().replace(/ё/g, 'е')

// «Не может», «cannot»: the words themselves are stop words, but a question about what a unit cannot do is
// answered by the rules that forbid it. Each language's ways of saying so become one searchable word.
const NOT_ABLE = 'xnotable'
const NEGATION: Record<Lang, RegExp> = {
  ru: /(^|[^\p{L}])(не\s+(может|могут|можете|можно|сможет)|нельзя)(?![\p{L}])/giu,
  en: /(^|[^\p{L}])(can['’]?t|cannot|can\s+not|may\s+not|must\s+not|unable\s+to)(?![\p{L}])/giu,
}
const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
const tokenizer =
  (lang: Lang) =>
  (text: string): string[] =>
    defaultTokenize(text.replace(NEGATION[lang], `$1${NOT_ABLE}`))

function makeIndex(lang: Lang, book: RuleBook, ids: readonly string[]): MiniSearch<Doc> {
  const stem = STEM[lang]
  const stop = STOP[lang]
  const index = new MiniSearch<Doc>({
    fields: ['title', 'text', 'also'],
    tokenize: tokenizer(lang),
    processTerm: (term) => {
      const w = norm(term)
      return stop.has(w) ? null : stem(w)
    },
    searchOptions: {
      boost: { title: 3, also: 2 },
      fuzzy: (term) => (term.length > 5 ? 1 : 0),
      prefix: (term) => term.length > 3,
      combineWith: 'OR',
    },
  })
  const docs: Doc[] = ids
    .filter((id) => book[id])
    .map((id) => ({ id, title: book[id]!.title, text: `${book[id]!.text} ${book[id]!.example ?? ''}`, also: '' }))
  for (const t of TERMS) {
    const g = GLOSSARY[lang][t.id]! // every term has its text in both languages (tests/ui/search.test.ts)
    docs.push({ id: `term:${t.id}`, title: g.term, text: g.text, also: g.also ?? '' })
  }
  index.addAll(docs)
  return index
}

const cache = new Map<string, { book: RuleBook; index: MiniSearch<Doc> }>()

/** Rules and glossary terms matching the query, best first; null for an empty query (show everything). */
export function searchReference(lang: Lang, book: RuleBook, ids: readonly string[], query: string): SearchHits | null {
  const q = query.trim()
  if (!q) return null
  // A rule id typed as such (zoc.4) opens just that rule.
  const exact = ids.find((id) => id.toLowerCase() === q.toLowerCase())
  if (exact) return { rules: [exact], terms: [] }
  let hit = cache.get(lang)
  if (!hit || hit.book !== book) {
    hit = { book, index: makeIndex(lang, book, ids) }
    cache.set(lang, hit)
  }
  const found = hit.index.search(q)
  if (!found.length) return { rules: [], terms: [] }
  // A rule's score is its own match plus the best share lent by a matching glossary term that cites it: of
  // the rules a term cites, the one that answers the question itself comes first.
  const own = new Map<string, number>()
  const lent = new Map<string, number>()
  const terms: Array<[string, number]> = []
  const lift = (to: Map<string, number>, id: string, score: number) => to.set(id, Math.max(to.get(id) ?? 0, score))
  for (const r of found) {
    const id = String(r.id)
    if (id.startsWith('term:')) {
      const t = id.slice(5)
      terms.push([t, r.score])
      for (const rule of TERMS.find((x) => x.id === t)?.rules ?? []) lift(lent, rule, r.score * TERM_TO_RULE)
    } else lift(own, id, r.score)
  }
  // Section prefixes typed as words (zoc, cbt) also pick out their rules.
  const word = norm(q)
  for (const id of ids) if (id.toLowerCase().split('.')[0] === word) lift(own, id, found[0]!.score) // found is not empty (checked above)
  const rules = new Map<string, number>()
  for (const id of new Set([...own.keys(), ...lent.keys()])) rules.set(id, (own.get(id) ?? 0) + (lent.get(id) ?? 0))
  const top = Math.max(...rules.values(), ...terms.map((t) => t[1]))
  return {
    rules: [...rules]
      .filter(([, s]) => s >= top * KEEP)
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => id),
    terms: terms
      .filter(([, s]) => s >= top * KEEP)
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => id),
  }
}
