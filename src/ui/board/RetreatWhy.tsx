// In the hover tooltip while a retreat is pending: why the hex is not a legal next retreat hex (CBT.10).
import { useMemo } from 'react'
import { Combat, type GameState, type Refusal } from '../../engine'
import { formatRefusal, type Lang } from '../../i18n'
import { bundle, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'

/** The reason the click on `hex` would give, or null when no retreat is pending or the hex is legal. */
export function retreatReason(state: GameState, hex: string): Refusal | null {
  const step = state.pending[0]
  return step?.kind === 'retreat' ? Combat.whyNotRetreat(bundle.ctx, state, step, hex) : null
}

export function RetreatWhyView({ why, lang }: { why: Refusal | null; lang: Lang }) {
  if (!why) return null
  return (
    <div className="tip-why" data-testid="tip-why" data-rule={why.rule ?? undefined}>
      {formatRefusal(why, lang)}
      {why.rule && (
        <>
          {' '}
          — <RuleLink id={why.rule} />
        </>
      )}
    </div>
  )
}

/** The same reason the click gives, shown before the click. */
export function RetreatWhy({ hex }: { hex: string }) {
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const why = useMemo(() => retreatReason(state, hex), [state, hex])
  return <RetreatWhyView why={why} lang={lang} />
}
