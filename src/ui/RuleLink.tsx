// A rule id that opens the rules reference scrolled to that rule; its title shows on hover.
import { RULES } from '../i18n'
import { useUi } from '../store/uiStore'

export function RuleLink({ id }: { id: string | null }) {
  const lang = useUi((s) => s.lang)
  // A refusal of a malformed command names no rule.
  if (id === null) return null
  return (
    <button type="button" className="rule-link" data-rule={id} title={RULES[lang][id]?.title} onClick={() => useUi.getState().openRule(id)}>
      {id}
    </button>
  )
}
