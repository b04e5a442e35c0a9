// A rule id that opens the rule's text.
import { useUi } from '../store/uiStore'

export function RuleLink({ id }: { id: string }) {
  return (
    <button type="button" className="rule-link" data-rule={id} onClick={() => useUi.getState().openRule(id)}>
      {id}
    </button>
  )
}
