// On the board while the computer's turn waits for a decision of the person's (a retreat after its fire or attack, an
// advance after it): the side panel asks for it, but in the computer's turn nobody looks there, and on a phone it is
// folded. Clicks pass through it to the board (notice.css).
import { useGame } from '../../store/app'
import { waitingForPerson } from '../../store/game'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { useT } from '../useT'

export function DecisionNotice() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const side = useGame(waitingForPerson)
  const step = useGame((s) => s.state.pending[0])
  const units = useGame((s) => s.state.units)
  if (!side || !step) return null
  const unit = step.kind === 'retreat' ? units[step.unit] : undefined
  // Exchange losses are the attacker's to choose (CBT.8), so in the computer's turn they are the computer's: the
  // last line is for an advance, kept general.
  const what =
    step.kind === 'retreat'
      ? t.ai.retreats(unit ? unitLabel(unit, lang) : step.unit, step.remaining)
      : `${step.kind === 'exchange' ? t.combat.exchange : t.combat.advance}. ${t.ai.inPanel}`
  return (
    <div className="board-note decision-note" role="status" data-testid="decision-notice" data-pending={step.kind}>
      <b>{t.ai.waits}</b>
      <p>{what}</p>
    </div>
  )
}
