// The combat results table (CBT.7), rendered from the engine's data, with Russian labels in Russian.
import { CRT, CRT_COLUMNS } from '../../engine/tables'
import { ResultCode } from '../ResultCode'
import { useT } from '../useT'

const CLS: Record<string, string> = {
  AE: 'r-bad',
  A2: 'r-bad',
  A1: 'r-bad',
  EX: 'r-mid',
  D1: 'r-good',
  D2: 'r-good',
  DE: 'r-good',
}

export function CrtTable() {
  const t = useT()
  return (
    <div className="table-wrap">
      <table className="ref-table crt" data-testid="crt-table">
        <caption>
          {t.rules.crt} — {t.rules.diff}
        </caption>
        <thead>
          <tr>
            <th>{t.rules.die}</th>
            {CRT_COLUMNS.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CRT.map((row, i) => (
            <tr key={i}>
              <th>{i + 1}</th>
              {row.map((r, k) => (
                <td key={k} className={CLS[r]}>
                  <ResultCode code={r} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">{t.rules.crtLegend}</p>
    </div>
  )
}
