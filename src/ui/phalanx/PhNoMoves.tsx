// «Ходов нет» always says why (noMoves.ts), with the rule that decides it.
import type { PhState } from '../../phalanx'
import { whyNoMoves } from './noMoves'
import { PhRuleLink } from './PhRuleLink'
import { usePhT } from './usePhT'

export function NoMovesWhy({ state, unit }: { state: PhState; unit: string }) {
  const t = usePhT()
  const why = whyNoMoves(state, unit)
  const p = t.ui.panel
  if (!why) return <span className="muted">{p.noMoves}</span>
  const text =
    why.kind === 'refusal'
      ? `${p.noMoves}: ${t.ph.refusal[why.refusal.code](why.refusal.params, t.ph.unitName)}`
      : p.noMovesWhy[why.kind]
  const rule = why.kind === 'refusal' ? why.refusal.rule : why.rule
  return (
    <span className="muted" data-testid="ph-no-moves" data-why={why.kind === 'refusal' ? why.refusal.code : why.kind}>
      {text} {rule && <PhRuleLink id={rule} />}
    </span>
  )
}
