// On the board while the computer's turn waits for a decision of the person's (a retreat after its fire or attack,
// exchange losses, an advance): the side panel asks for it, but in the computer's turn nobody looks there.
import { useGame } from '../../store/app'
import { waitingForPerson } from '../../store/game'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { useT } from '../useT'

export function DecisionNotice() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const side = useGame(waitingForPerson)
  const state = useGame((s) => s.state)
  const step = state.pending[0]
  if (!side || !step) return null
  const unit = step.kind === 'retreat' ? state.units[step.unit] : undefined
  const what =
    step.kind === 'retreat'
      ? `${unit ? `${unitLabel(unit, lang)} — ` : ''}${t.combat.retreat(t.side[side], step.remaining)}`
      : `${step.kind === 'exchange' ? t.combat.exchange : t.combat.advance}. ${t.ai.inPanel}`
  return (
    <div className="solo-note decision-note" role="status" data-testid="decision-notice" data-pending={step.kind}>
      <b>{t.ai.waits}</b>
      <p>{what}</p>
    </div>
  )
}
