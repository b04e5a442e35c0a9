// The coach's warnings for the move to the hovered hex (the board's controller asks the engine for that hex only, and
// keeps the answer): shown in the hover tooltip unless the player has switched warnings off.
import { useMemo } from 'react'
import { bundle, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { warningText } from '../../i18n'
import { moveWarningsAt } from '../board/controller'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { useCoachNames } from './names'

export function MoveWarnings({ hex }: { hex: string }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const on = useUi((s) => s.coach)
  const unit = useUi((s) => s.selectedUnit)
  const commander = useUi((s) => s.selectedCommander)
  const state = useGame((s) => s.state)
  const names = useCoachNames(state, lang, t)
  const warnings = useMemo(
    () => (on ? moveWarningsAt(bundle.ctx, state, unit, commander, hex) : []),
    [on, state, unit, commander, hex],
  )
  if (!warnings.length) return null
  return (
    <div className="tip-warn" data-testid="move-warning" role="alert">
      {warnings.map((w, i) => (
        <div key={i} data-warning={w.code}>
          ⚠ {warningText(w, t.coach, names)} <RuleLink id={w.rule} />
        </div>
      ))}
    </div>
  )
}
