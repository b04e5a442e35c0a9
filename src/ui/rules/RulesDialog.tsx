// The rules reference: every rule by section, searchable, opened scrolled to the rule that was clicked.
import { useEffect, useMemo, useRef, useState } from 'react'
import { RULE_IDS } from '../../engine/tables'
import { SECTION_IDS, SECTION_TITLES, sectionOf } from '../../i18n/content/rules/types'
import { RULE_BOOK } from '../../i18n/content/rules'
import { GLOSSARY } from '../../i18n/content/glossary'
import { useUi } from '../../store/ui'
import { Modal } from '../dialogs/Modal'
import { RuleText } from '../RuleText'
import { useT } from '../useT'
import { CrtTable } from './CrtTable'
import { RULE_TABLES } from './ModifierTables'
import { searchReference } from './ruleSearch'
import { Glossary } from './Glossary'
import { useUiActions } from '../storeActions'

export function RulesDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const id = useUi((s) => s.ruleId)
  const { openRule: open } = useUiActions()
  const [query, setQuery] = useState('')
  const book = RULE_BOOK[lang]
  const hits = useMemo(() => searchReference(lang, book, RULE_IDS, query), [lang, book, query])
  const shown = useMemo(() => new Set(hits ? hits.rules : RULE_IDS), [hits])
  const terms = hits ? hits.terms : null
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!id) return
    body.current?.querySelector(`[data-rule-article="${id}"]`)?.scrollIntoView({ block: 'start' })
  }, [id])
  const article = (r: string) => {
    const rule = book[r]! // every rule id has its article in both languages (tests/ui/i18n.test.ts)
    const Table = RULE_TABLES[r]
    return (
      <article
        key={r}
        data-rule-article={r}
        className={`rule-article${r === id ? ' highlighted' : ''}`}
        aria-current={r === id ? 'true' : undefined}
      >
        <h4>
          <span className="rule-id">{r}</span> {rule.title}
        </h4>
        <RuleText text={rule.text} />
        {rule.example && (
          <div className="rule-example">
            <b>{t.rules.example}.</b> <RuleText text={rule.example} />
          </div>
        )}
        {Table && <Table />}
        {r === 'CBT.7' && <CrtTable />}
      </article>
    )
  }
  return (
    <Modal title={t.rules.title} onClose={() => open(null)} testId="rules-dialog" wide>
      <div className="rules">
        <nav className="rules-index" aria-label={t.rules.sections}>
          <input
            type="search"
            className="rules-search"
            data-testid="rules-search"
            placeholder={t.rules.search}
            aria-label={t.rules.search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query && (
            <p className="small muted" data-testid="rules-found">
              {shown.size ? t.rules.found(shown.size) : t.rules.nothing}
            </p>
          )}
          {hits && hits.rules.length > 0 && (
            <div className="rules-index-section" data-testid="rules-best">
              <b>{t.teach.glossary.best}</b>
              <div>
                {hits.rules.slice(0, 6).map((r) => (
                  <button key={r} type="button" data-best={r} onClick={() => open(r)}>
                    {r}
                  </button>
                ))}
              </div>
            </div>
          )}
          {terms && terms.length > 0 && (
            <div className="rules-index-section" data-testid="terms-found">
              <b>{t.teach.glossary.title}</b>
              <div>
                {terms.map((g) => (
                  <button key={g} type="button" data-term-hit={g} onClick={() => open(`term:${g}`)}>
                    {GLOSSARY[lang][g]!.term}
                  </button>
                ))}
              </div>
            </div>
          )}
          {!query && (
            <div className="rules-index-section">
              <button type="button" data-testid="open-glossary" onClick={() => open('term:hex')}>
                {t.teach.glossary.title}
              </button>
            </div>
          )}
          {SECTION_IDS.map((s) => {
            const ids = RULE_IDS.filter((r) => sectionOf(r) === s && shown.has(r))
            if (!ids.length) return null
            return (
              <div key={s} className="rules-index-section">
                <b>{SECTION_TITLES[lang][s]}</b>
                <div>
                  {ids.map((r) => (
                    <button key={r} type="button" className={r === id ? 'active' : ''} onClick={() => open(r)}>
                      {r}
                    </button>
                  ))}
                </div>
              </div>
            )
          })}
        </nav>
        <div className="rules-body" ref={body} data-testid="rule-text" data-rule-shown={id ?? undefined}>
          {/* While searching, the best match comes first (the search's order); otherwise the book's order by section. */}
          {hits
            ? hits.rules.map(article)
            : SECTION_IDS.map((s) => {
                const ids = RULE_IDS.filter((r) => sectionOf(r) === s && shown.has(r))
                if (!ids.length) return null
                return (
                  <section key={s} className="rules-section" data-section={s}>
                    <h3 className="rules-section-title">
                      {s} · {SECTION_TITLES[lang][s]}
                    </h3>
                    {ids.map(article)}
                  </section>
                )
              })}
          {!shown.size && !terms?.length && <p className="muted">{t.rules.nothing}</p>}
          <Glossary only={terms} highlighted={id} />
        </div>
      </div>
    </Modal>
  )
}
