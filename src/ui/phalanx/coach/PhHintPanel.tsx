// «Фаланга»'s hint, explained: what the computer would do next in the person's place, in two or three lines of facts
// of the position (hintLines.ts), the computer's plan for the turn, the rules they rest on, and «Play it», which gives
// exactly that command. It closes by itself when the game changes (the control drops a hint about an old position).
import type { PhState } from '../../../phalanx'
import { HintCard } from '../../hint/HintCard'
import { useT } from '../../useT'
import { PhRuleLink } from '../PhRuleLink'
import { usePhT } from '../usePhT'
import { hintLines } from './hintLines'
import { usePhHintAvailable } from './PhHintButton'
import { phHint, playPhHint, usePhHint, usePhHintFacts } from './phHint'

export function PhHintPanel({ state }: { state: PhState }) {
  const t = usePhT()
  const words = useT().hint
  const available = usePhHintAvailable()
  const status = usePhHint((v) => v.status)
  const level = usePhHint((v) => v.level)
  const answeredAt = usePhHint((v) => v.answeredAt)
  const facts = usePhHintFacts(state)
  if (!available || (status !== 'ready' && status !== 'none' && status !== 'failed')) return null
  const close = () => phHint.close()
  if (!facts) return <HintCard kind={status === 'none' ? 'none' : 'failed'} lines={[]} onClose={close} />
  const { lines, plan } = hintLines(facts, t)
  const levelName = t.ui.ai.levelName
  return (
    <HintCard
      kind={facts.kind}
      unit={facts.unit}
      to={facts.to}
      lines={lines}
      level={words.byLevel(levelName[answeredAt ?? level])}
      rules={facts.rules.map((r) => (
        <PhRuleLink key={r} id={r} />
      ))}
      notes={
        <>
          {plan && (
            <p className="muted small" data-testid="hint-plan">
              {plan}
            </p>
          )}
          {answeredAt && answeredAt !== level && <p className="muted small">{words.fellBack(levelName[answeredAt])}</p>}
        </>
      }
      onApply={playPhHint}
      onClose={close}
    />
  )
}
