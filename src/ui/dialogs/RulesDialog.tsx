// The rules reference: the chosen rule, and the list of all rule ids.
import { RULE_IDS } from '../../engine/rules'
import { RULES } from '../../i18n'
import { useUi } from '../../store/uiStore'
import { useT } from '../useT'
import { Modal } from './Dialogs'

export function RulesDialog() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const id = useUi((s) => s.ruleId) ?? 'MAP.1'
  const rule = RULES[lang][id]
  const open = useUi.getState().openRule
  return (
    <Modal title={t.rules.title} onClose={() => open(null)} testId="rules-dialog">
      <div className="rules">
        <nav className="rules-index" aria-label={t.rules.all}>
          {RULE_IDS.map((r) => (
            <button key={r} type="button" className={r === id ? 'active' : ''} onClick={() => open(r)}>{r}</button>
          ))}
        </nav>
        <article className="rule-text" data-testid="rule-text" data-rule-shown={id}>
          <h3>{id} · {rule?.title}</h3>
          <p>{rule?.text}</p>
        </article>
      </div>
    </Modal>
  )
}
