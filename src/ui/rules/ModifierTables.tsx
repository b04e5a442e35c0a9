// Modifier tables of the rules reference: movement costs (MOVE.2–4) and artillery range modifiers
// (ART.2, ART.4) from the engine's constants; defence modifiers (CBT.6) as written in the rules texts.
import { BASE_RANGE, LONG_RANGE, RANGE_MODIFIER, type TargetClass } from '../../engine/tables'
import { TARGET_LABEL } from '../../i18n'
import { useUi } from '../../store/ui'
import { BAND, SIDE_FILL } from '../board/counterStyle'
import { useT } from '../useT'
import { ScenarioTable } from './ScenarioTable'
import { ART_RANGES, MOVE_COST_ROWS, NATIONALITY_ORDER, signed } from './tableRows'

export function MoveCostTable() {
  const t = useT()
  return (
    <table className="ref-table" data-testid="move-table">
      <caption>{t.rules.moveCosts}</caption>
      <thead>
        <tr>
          <th>{t.rules.moveWhat}</th>
          <th>{t.rules.moveCost}</th>
          <th>{t.rules.movers}</th>
        </tr>
      </thead>
      <tbody>
        {MOVE_COST_ROWS.map(([k, v]) => (
          <tr key={k}>
            <td>{t.rules.costRows[k]}</td>
            <td className="num">{v}</td>
            <td>{t.rules.costNotes[k] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ArtilleryTable() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const classes = Object.keys(RANGE_MODIFIER) as TargetClass[]
  return (
    <table className="ref-table" data-testid="art-table">
      <caption>{t.rules.artTable}</caption>
      <thead>
        <tr>
          <th>{t.rules.target}</th>
          {ART_RANGES.map((r) => (
            <th key={r}>{t.rules.range(r)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {classes.map((c) => (
          <tr key={c}>
            <td>{TARGET_LABEL[c][lang]}</td>
            {RANGE_MODIFIER[c].map((m, i) => (
              <td key={i} className="num">
                {signed(m)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4} className="small">
            {t.rules.rangeLine(BASE_RANGE, LONG_RANGE)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

export function DefenceTable() {
  const t = useT()
  return (
    <table className="ref-table" data-testid="def-table">
      <caption>{t.rules.defTable}</caption>
      <tbody>
        {t.rules.defRows.map(([what, v]) => (
          <tr key={what}>
            <td>{what}</td>
            <td className="num">{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The table shown under a rule, if it has one. */
/** UNIT.4: the contingent band on the counters, drawn as on the board. */
export function NationalityBands() {
  const t = useT()
  return (
    <table className="ref-table" data-testid="band-table">
      <caption>{t.rules.bandTable}</caption>
      <tbody>
        {NATIONALITY_ORDER.map((n) => (
          <tr key={n}>
            <td>
              <svg width="34" height="22" viewBox="0 0 34 22" aria-hidden="true">
                <rect
                  x="0.5"
                  y="0.5"
                  width="33"
                  height="21"
                  rx="3"
                  fill={SIDE_FILL[n === 'russian' ? 'ru' : 'fr']}
                  stroke="#151515"
                />
                {BAND[n] && <rect x="1.5" y="1.5" width="31" height="5" fill={BAND[n]} />}
              </svg>
            </td>
            <td>{t.nationality[n]}</td>
            <td className="muted">{BAND[n] ? '' : t.rules.bandNone}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const RULE_TABLES: Record<string, () => React.ReactElement> = {
  'UNIT.4': NationalityBands,
  'MOVE.3': MoveCostTable,
  'CBT.6': DefenceTable,
  'ART.4': ArtilleryTable,
  'SCN.3': ScenarioTable,
}
