// The glossary at the end of the rules reference: every term the screen uses, in the language shown with the
// other language's word beside it, each linked to the rules that define it.
import { GLOSSARY, TERMS } from '../../i18n/content/glossary'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'

export function Glossary({ only, highlighted }: { only: string[] | null; highlighted: string | null }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const other = lang === 'ru' ? 'en' : 'ru'
  const shown = only ? TERMS.filter((x) => only.includes(x.id)) : TERMS
  if (!shown.length) return null
  return (
    <section className="rules-section glossary" data-testid="glossary">
      <h3 className="rules-section-title">{t.teach.glossary.title}</h3>
      <dl>
        {shown.map((x) => {
          // Every term has its text in both languages (tests/ui/search.test.ts).
          const g = GLOSSARY[lang][x.id]!
          const key = `term:${x.id}`
          return (
            <div
              key={x.id}
              data-rule-article={key}
              data-term={x.id}
              className={`glossary-entry${highlighted === key ? ' highlighted' : ''}`}
            >
              <dt>
                <b>{g.term}</b> <span className="muted">({GLOSSARY[other][x.id]!.term})</span>
              </dt>
              <dd>
                {g.text}{' '}
                {x.rules.map((r) => (
                  <RuleLink key={r} id={r} />
                ))}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
