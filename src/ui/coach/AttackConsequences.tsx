// What the attack being put together leads to on this board (Coach.attackConsequences): a summary line to read in two
// seconds — the defender's chance to be destroyed (and how much of it for want of a retreat), the points each side
// may expect to lose, the commanders at risk — and, folded, each result of the table with its consequences and rules.
import { useMemo } from 'react'
import { Coach, otherSide, type GameState } from '../../engine'
import { bundle } from '../../store/app'
import { useUi } from '../../store/ui'
import { chanceText, consequenceText, givenChance, percentText, pointsText, type CoachNames } from '../../i18n'
import { ResultCode } from '../ResultCode'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { useCoachNames } from './names'

const fractionAttr = (f: Coach.Fraction): string => `${f.num}/${f.den}`
const hasChance = (b: Coach.Bounds): boolean => b.high.num > 0n

export function AttackConsequences({
  state,
  defender,
  attackers,
  batteries,
}: {
  state: GameState
  defender: string
  attackers: readonly string[]
  batteries: readonly string[]
}) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const names = useCoachNames(state, lang, t)
  const answer = useMemo(
    () =>
      Coach.attackConsequences(bundle.ctx, state, {
        defender,
        attackers: [...attackers],
        batteries: [...batteries],
      }),
    [state, defender, attackers, batteries],
  )
  if (!answer.ok) return null
  const q = answer.consequences
  const w = t.coach
  const { destroyed, noRetreat } = q.defender
  const attacking = state.side
  const blockedAll = noRetreat.num > 0n && Coach.sameFraction(noRetreat, destroyed)
  // The attacker's own risk is as plain as the defender's, not only in the details below.
  const atRisk = Coach.unitsAtRisk(q, attacking)
  // The note on bracketed chances and ranges, only where a line shows one.
  const anyGiven = q.results.some((r) => r.consequences.some((c) => givenChance(c, lang) !== null))
  return (
    <div
      className="consequences"
      data-testid="attack-consequences"
      data-destroyed={fractionAttr(destroyed)}
      data-no-retreat={fractionAttr(noRetreat)}
    >
      <h4 className="cq-title">{w.title}</h4>
      <p className="cq-summary" data-testid="consequences-summary">
        <span className={destroyed.num > 0n ? 'cq-kill' : undefined}>
          {w.defenderDestroyed}: <b>{percentText(destroyed, lang)}</b>
        </span>
        {noRetreat.num > 0n && (
          <span className="cq-blocked" data-testid="consequences-blocked">
            {' '}
            ({blockedAll ? w.noRetreatAll : w.noRetreatShare(percentText(noRetreat, lang))}) <RuleLink id="CBT.9" />
          </span>
        )}
        {atRisk.length > 0 && (
          <>
            <br />
            <span className="cq-kill" data-testid="consequences-attackers">
              {w.attackersAtRisk}{' '}
              {atRisk.map((r) => `${names.unit(r.unit)} ${chanceText(r.probability, lang)}`).join(' · ')}
            </span>
          </>
        )}
        <br />
        <span title={w.lossesHint}>
          {w.losses}: {w.attacker} <b>{pointsText(q.lost[attacking], lang)}</b> · {w.defender}{' '}
          <b>{pointsText(q.lost[otherSide(attacking)], lang)}</b> {w.points}
        </span>{' '}
        <RuleLink id={q.lost.rule} />
      </p>
      <CommanderRisks risks={q.commanders} names={names} />
      <details className="cq-details" data-testid="consequences-details">
        <summary>{w.details}</summary>
        <table className="cq-table">
          <thead>
            <tr>
              <th>{w.result}</th>
              <th>{w.chance}</th>
              <th>{w.what}</th>
            </tr>
          </thead>
          <tbody>
            {q.results.map((r) => (
              <tr key={r.result} data-result={r.result}>
                <td>
                  <ResultCode code={r.result} />
                  <div className="muted small">
                    {w.die} {r.dice.join(',')}
                  </div>
                </td>
                <td className="num">{percentText(r.probability, lang)}</td>
                <td>
                  <ul className="cq-list">
                    {r.consequences.map((c, i) => (
                      <ConsequenceItem key={i} c={c} names={names} />
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {anyGiven && <p className="muted small">{w.givenHint}</p>}
      </details>
    </div>
  )
}

function ConsequenceItem({ c, names }: { c: Coach.Consequence; names: CoachNames }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const chance = givenChance(c, lang)
  const bad = c.code === 'no-retreat' || c.code === 'destroyed' || c.code === 'captured'
  return (
    <li data-consequence={c.code} className={bad ? 'cq-bad' : undefined}>
      {consequenceText(c, t.coach, names)}
      {chance && <span className="muted"> ({chance})</span>} <RuleLink id={c.rule} />
    </li>
  )
}

/** Each commander the combat puts at risk: killed, badly wounded, wounded (CMD.4), captured (CMD.5). */
function CommanderRisks({ risks, names }: { risks: readonly Coach.CommanderRisk[]; names: CoachNames }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const w = t.coach
  const shown = risks.filter((r) => r.casualty.rolls.num > 0n || hasChance(r.capture.probability))
  if (!shown.length) return null
  return (
    <ul className="cq-commanders" data-testid="consequences-commanders">
      {shown.map((r) => {
        const c = r.casualty
        const parts: Array<[string, Coach.Fraction]> = [
          [w.killed, c.killed],
          [w.badlyWounded, c.badlyWounded],
          [w.wounded, c.wounded],
        ]
        const hurt = parts.filter(([, f]) => f.num > 0n)
        return (
          <li key={r.commander} data-commander-risk={r.commander}>
            <b>{names.commander(r.commander)}</b>:{' '}
            {hurt.map(([label, f]) => `${label} ${percentText(f, lang)}`).join(' · ')}
            {hurt.length > 0 && (
              <>
                {' '}
                <RuleLink id={c.rule} />
              </>
            )}
            {hasChance(r.capture.probability) && (
              <>
                {hurt.length > 0 && ' · '}
                {w.capturedShort} {chanceText(r.capture.probability, lang)} <RuleLink id={r.capture.rule} />
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
