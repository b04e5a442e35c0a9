// A rule id that opens the rules reference scrolled to that rule; its title shows on hover (once the reference,
// loaded on demand, is there: pointing at or focusing the id loads it).
import { useUi } from '../store/ui'
import { loadRuleBook, useRuleBook } from './rules/ruleBook'
import { useUiActions } from './storeActions'

/** `tabIndex` -1 inside lists that are one tab stop with arrow keys inside (the log). */
export function RuleLink({ id, tabIndex }: { id: string | null; tabIndex?: number }) {
  const lang = useUi((s) => s.lang)
  const { openRule } = useUiActions()
  const title = useRuleBook((s) => (id === null ? undefined : s.books?.[lang][id]?.title))
  // A refusal of a malformed command names no rule.
  if (id === null) return null
  return (
    <button
      type="button"
      className="rule-link"
      data-rule={id}
      tabIndex={tabIndex}
      title={title}
      onPointerEnter={() => void loadRuleBook()}
      onFocus={() => void loadRuleBook()}
      onClick={() => openRule(id)}
    >
      {id}
    </button>
  )
}
