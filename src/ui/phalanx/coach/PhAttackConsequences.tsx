// What the attack being put together will do, exactly (src/phalanx/coach's attackConsequences): the result — certain
// or nothing, since the game has no dice, or its chance over PH-OPT.1's die — and what follows: the hex freed, the
// target and the attackers spent for the turn, attack to spare or missing, the losses against the break, the last turn
// or the score. Each line with its rule.
import { useMemo } from 'react'
import { attackConsequences, type PhState } from '../../../phalanx'
import { ctx } from '../../../store/phalanx'
import { PhRuleLink } from '../PhRuleLink'
import { usePhT } from '../usePhT'
import { chanceText, consequenceText, facesText, resultText } from './cqWords'

const BAD = new Set(['holds', 'spent', 'short'])

export function PhAttackConsequences({
  state,
  target,
  attackers,
}: {
  state: PhState
  target: string
  attackers: readonly string[]
}) {
  const t = usePhT()
  const w = t.coach.cq
  const answer = useMemo(() => attackConsequences(ctx, state, target, attackers), [state, target, attackers])
  if (!answer.ok) return null
  const a = answer.consequences
  return (
    <div
      className="consequences ph-consequences"
      data-testid="attack-consequences"
      data-routed={chanceText(a.routed)}
      data-when={a.when}
    >
      <p className="cq-summary">
        <span className={a.routed.num > 0 ? 'cq-kill' : undefined}>
          {w.title}: <b>{resultText(a.routed, t)}</b>
        </span>{' '}
        <PhRuleLink id="PH-CBT.5" /> {w.safe}
      </p>
      {a.die && (
        <p className="small" data-testid="consequences-die">
          {w.when} <PhRuleLink id="PH-OPT.1" />
          <br />
          {w.dieTitle}: {a.die.map((d) => w.die(facesText(d.faces), d.defence, d.routs)).join('; ')}
        </p>
      )}
      <ul className="cq-list">
        {/* A certain «nothing happens» is the summary's own words already. */}
        {a.lines
          .filter((c) => c.code !== 'holds' || a.routed.num > 0)
          .map((c) => (
            <li key={c.code} data-consequence={c.code} className={BAD.has(c.code) ? 'cq-bad' : undefined}>
              {consequenceText(c, a, t)} <PhRuleLink id={c.rule} />
            </li>
          ))}
      </ul>
    </div>
  )
}
