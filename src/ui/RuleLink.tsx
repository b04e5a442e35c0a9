// A rule id that opens the rules reference scrolled to that rule; its title shows on hover.
import { RULES } from '../i18n'
import { useUi } from '../store/uiStore'

/** `tabIndex` -1 inside lists that are one tab stop with arrow keys inside (the log). */
export function RuleLink({ id, tabIndex }: { id: string; tabIndex?: number }) {
  const lang = useUi((s) => s.lang)
  return (
    <button type="button" className="rule-link" data-rule={id} tabIndex={tabIndex} title={RULES[lang][id]?.title} onClick={() => useUi.getState().openRule(id)}>
      {id}
    </button>
  )
}
