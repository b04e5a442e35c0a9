// The rules reference's table of every scenario and variant the app offers, with its hours and its victory
// conditions (WIN.2–4), read from the scenario files themselves so it can never disagree with the game.
import { turnTime, type ScenarioData } from '../../engine'
import { RUSSIAN_TOTAL, SEED_EDGES } from '../../engine/tables'
import { bundle } from '../../store/app'
import { useUi } from '../../store/ui'
import { useT } from '../useT'

export function ScenarioTable() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const w = t.score.table
  const victory = (rule: ScenarioData['victory']): string => {
    if (!rule) return w.seed(RUSSIAN_TOTAL, SEED_EDGES)
    if (rule.kind === 'losses')
      return rule.frWeight > 0 ? w.losses(rule.frWeight, rule.edges) : w.shifted(RUSSIAN_TOTAL, rule.edges)
    const list = rule.objectives.map((o) => `${o.name[lang]} (${o.hex}) ${o.points}`).join(', ')
    const start = (['fr', 'ru'] as const).map((side) => (rule.start?.[side] ? w.start(side, rule.start[side]) : ''))
    return w.objectives(list, rule.decisive) + start.join('')
  }
  const rows = bundle.scenarios
    .filter((s) => !s.hidden)
    .flatMap((info) => {
      const data = bundle.scenarioOf?.(info.id)
      if (!data) return []
      const variant = info.variantOf ? data.variants?.find((v) => `${data.id}:${v.id}` === info.id) : undefined
      const first = data.firstTurn ?? 1
      const last = data.lastTurn ?? 20
      return [
        {
          id: info.id,
          name: info.name[lang],
          time: `${turnTime(first)}–${turnTime(last)}`,
          victory: victory(variant ? variant.victory : data.victory),
        },
      ]
    })
  return (
    <table className="ref-table" data-testid="scenario-table">
      <caption>{w.caption}</caption>
      <thead>
        <tr>
          <th>{w.scenario}</th>
          <th>{w.time}</th>
          <th>{w.victory}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-scenario={r.id}>
            <td>{r.name}</td>
            <td className="num" style={{ whiteSpace: 'nowrap' }}>
              {r.time}
            </td>
            <td>{r.victory}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
