// The engine's combat preview: the differential, the column and each result's chance first, with the panel's roll
// button right under them (on a tablet the panel is short: what to decide comes before why); then the strength lines
// with reasons and rules, and what the results lead to on this board when the panel gives it (the coach's
// consequences).
import { TermLink } from '../TermLink'
import { type Combat } from '../../engine'
import { formatStrengthLine } from '../../i18n'
import { ResultCode } from '../ResultCode'
import { useUi } from '../../store/ui'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'

function Lines({ s, title }: { s: Combat.Strength; title: string }) {
  const lang = useUi((st) => st.lang)
  return (
    <table className="strength">
      <caption>
        <TermLink term="strength">{title}</TermLink>: <b>{s.total}</b>
      </caption>
      <tbody>
        {s.lines.map((l, i) => (
          <tr key={i}>
            <td className="num">{l.amount > 0 ? `+${l.amount}` : l.amount}</td>
            <td>{formatStrengthLine(l, lang)}</td>
            <td>
              <RuleLink id={l.rule} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const signed = (d: number): string => (d > 0 ? `+${d}` : String(d))

const RESULT_CLASS: Record<string, string> = {
  AE: 'r-bad',
  A2: 'r-bad',
  A1: 'r-bad',
  EX: 'r-mid',
  D1: 'r-good',
  D2: 'r-good',
  DE: 'r-good',
}

export function PreviewView({
  p,
  consequences,
  actions,
}: {
  p: Combat.AttackPreview
  consequences?: React.ReactNode
  actions?: React.ReactNode
}) {
  const t = useT()
  return (
    <div className="preview" data-testid="preview" data-diff={p.diff}>
      <p className="diff">
        <TermLink term="differential">{t.combat.diff}</TermLink>: <b>{signed(p.diff)}</b> ·{' '}
        <TermLink term="column">{t.combat.column}</TermLink>: <b data-testid="crt-column">{p.column.label}</b>{' '}
        <RuleLink id="CBT.7" />
        {p.diff !== p.clampedDiff && (
          <span className="muted small" data-testid="column-beyond">
            {' '}
            ({t.combat.columnBeyond(signed(p.diff), p.column.label)})
          </span>
        )}
      </p>
      <div className="odds" aria-label={t.combat.odds}>
        {p.odds.map((o) => (
          <div
            key={o.result}
            className={`odd ${o.noEffect ? 'no-effect' : RESULT_CLASS[o.result]}`}
            style={{ flexGrow: o.probability }}
            title={o.noEffect ? t.combat.noEffect : t.combat.resultNames[o.result]}
            data-no-effect={o.noEffect ? 'true' : undefined}
          >
            <ResultCode code={o.result} />
            <span>{Math.round(o.probability * 100)}%</span>
            <small>{o.dice.join(',')}</small>
            {o.noEffect && (
              <small>
                {t.combat.noEffectShort} <RuleLink id="ART.6" />
              </small>
            )}
          </div>
        ))}
      </div>
      {actions}
      <Lines s={p.attack} title={t.combat.attack} />
      <Lines s={p.defence} title={t.combat.defence} />
      {consequences}
      <p className="odds-legend" data-testid="odds-legend">
        {t.rules.crtLegend}
      </p>
    </div>
  )
}
