// A glossary definition as an element's title, for a term that cannot be a TermLink: a label inside a button or a
// select (a button inside a button is invalid HTML), or beside a checkbox. The words come from the glossary, so no
// definition is ever written twice.
import { GLOSSARY, type TermId } from '../i18n/content/glossary'
import type { Lang } from '../i18n/lang'
import { useUi } from '../store/ui'

/** «Term: definition» in `lang`. */
export function termTitle(lang: Lang, id: TermId): string {
  const g = GLOSSARY[lang][id]
  return g ? `${g.term}: ${g.text}` : ''
}

/**
 * What an element carrying a term gets: the hover text and `data-term-title` (how tests find it; `data-term` is
 * taken by the glossary's own entries in the rules reference).
 */
export interface TermProps {
  title: string
  'data-term-title': TermId
}

/**
 * `termProps(id)` in the current language; `lead` is the element's own title, kept first (a disabled button's
 * reason, a button's action), the definition after it on a new line.
 */
export function useTermProps(): (id: TermId, lead?: string | null) => TermProps {
  const lang = useUi((s) => s.lang)
  return (id, lead) => ({
    title: lead ? `${lead}\n${termTitle(lang, id)}` : termTitle(lang, id),
    'data-term-title': id,
  })
}
