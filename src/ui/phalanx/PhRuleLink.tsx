// A Phalanx rule id (or an interpretation, worked-game or rule-check id) that opens the Phalanx rules reference there.
import { usePhUiActions } from './phStoreActions'
import { usePhT } from './usePhT'

export function PhRuleLink({ id }: { id: string }) {
  const t = usePhT()
  const { openRule } = usePhUiActions()
  const name =
    (t.ph.ruleName as Record<string, string>)[id] ?? (t.notes.notes as Record<string, { title: string }>)[id]?.title
  return (
    <button
      type="button"
      className="rule-link"
      data-rule={id}
      data-testid="ph-rule-link"
      title={name}
      onClick={() => openRule(id)}
    >
      {id}
    </button>
  )
}
