// A word from the glossary: dotted underline, a click opens the rules reference at its glossary entry.
// Where a button cannot go (a label inside a button or a select), termTitle.ts gives the same words as a title.
import type { ReactNode } from 'react'
import { GLOSSARY, type TermId } from '../i18n/content/glossary'
import { useUi } from '../store/ui'
import { useUiActions } from './storeActions'

export function TermLink({ term, children }: { term: TermId; children?: ReactNode }) {
  const lang = useUi((s) => s.lang)
  const { openRule } = useUiActions()
  const g = GLOSSARY[lang][term]
  return (
    <button
      type="button"
      className="term-link"
      data-term-link={term}
      title={g?.text}
      onClick={() => openRule(`term:${term}`)}
    >
      {children ?? g?.term}
    </button>
  )
}
