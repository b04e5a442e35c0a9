// A scenario's line in New game: its length, size, expected play time and measured balance (npm run bench:balance),
// and, once it is chosen, its victory variants (WIN.3) to pick from.
import { bundle } from '../../store/app'
import type { ScenarioInfo } from '../../store/game'
import { useUi } from '../../store/ui'
import { useT } from '../useT'

export function ScenarioFacts({
  info,
  chosen,
  onVariant,
}: {
  info: ScenarioInfo
  chosen: string
  onVariant: (id: string) => void
}) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const f = t.score.facts
  const variants = bundle.scenarios.filter((s) => s.variantOf === info.id)
  const mine = chosen === info.id || chosen.startsWith(`${info.id}:`)
  const shown = (mine && bundle.scenarios.find((s) => s.id === chosen)) || info
  const b = shown.balance
  return (
    <div className="scenario-facts muted small" data-testid={`facts-${info.id}`}>
      <span>
        {info.turns !== undefined && f.turns(info.turns)}
        {info.units && ` · ${f.units(info.units.fr, info.units.ru)}`}
        {info.minutes !== undefined && (
          <>
            {' · '}
            <span title={f.minutesWhy} data-testid={`minutes-${info.id}`}>
              {f.minutes(info.minutes)}
            </span>
          </>
        )}
      </span>{' '}
      <span data-testid={`balance-${info.id}`}>· {b ? f.balance(Math.round(b.fr * 100)) : f.unmeasured}</span>
      {mine && variants.length > 0 && (
        <fieldset className="variants">
          <legend>{f.variant}</legend>
          {[info, ...variants].map((v) => (
            <label key={v.id}>
              <input
                type="radio"
                name="variant"
                value={v.id}
                data-testid={`variant-${v.id}`}
                checked={chosen === v.id}
                onChange={() => onVariant(v.id)}
              />{' '}
              {v.variantName ? v.variantName[lang] : f.seedRule}
            </label>
          ))}
          {shown.variantOf && <p>{shown.description?.[lang]}</p>}
        </fieldset>
      )}
    </div>
  )
}
