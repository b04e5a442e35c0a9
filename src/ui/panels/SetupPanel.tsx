// Setup phase of the hypothetical scenario (SCN.2): pick a unit or commander, click a hex of the shaded zone.
import { useMemo } from 'react'
import { Setup } from '../../engine'
import { bundle, useGame } from '../../store/app'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { RuleLink } from '../RuleLink'
import { useTermProps } from '../termTitle'
import { useT } from '../useT'
import { formatSetupViolation } from '../../i18n'
import { useGameActions, useUiActions } from '../storeActions'

export function SetupPanel() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const sel = useUi((s) => s.selectedUnit)
  const selCmd = useUi((s) => s.selectedCommander)
  const limbered = useUi((s) => s.setupLimbered)
  const { dispatch } = useGameActions()
  const { selectUnit, selectCommander, setSetupLimbered } = useUiActions()
  const termProps = useTermProps()
  const mine = Object.values(state.units).filter((u) => u.side === state.side && u.status === 'active')
  const unplaced = mine.filter((u) => !u.hex)
  const chiefs = Object.values(state.commanders).filter((c) => c.side === state.side && c.status === 'active')
  const violations = useMemo(() => bundle.setupViolations?.(state, state.side) ?? [], [state])
  const shown = violations.filter((v) => v.hex !== null)
  const selected = sel ? state.units[sel] : null
  /** Places every unit the side has not placed yet, nearest the line first (the engine proposes, the store dispatches). */
  const placeRest = () => {
    for (const cmd of Setup.suggestSetup(bundle.ctx, state)) if (!dispatch(cmd)) break
  }
  return (
    <section className="panel setup-panel" data-testid="setup-panel">
      <h3>
        {t.setup.title}: {t.side[state.side]} <RuleLink id="SCN.2" />
      </h3>
      <p className="muted small">{state.side === 'ru' ? t.setup.zoneRu : t.setup.zoneFr}</p>
      <p className="muted small">{t.setup.place}</p>
      <p>{t.setup.unplaced(unplaced.length)}</p>
      <div className="tray">
        {unplaced.map((u) => (
          <button
            key={u.id}
            type="button"
            data-tray-unit={u.id}
            className={sel === u.id ? 'active' : ''}
            onClick={() => selectUnit(sel === u.id ? null : u.id)}
          >
            {unitLabel(u, lang)}
          </button>
        ))}
      </div>
      <p className="muted small">{t.setup.commanders}</p>
      <div className="tray">
        {chiefs.map((c) => (
          <button
            key={c.id}
            type="button"
            data-tray-commander={c.id}
            className={selCmd === c.id ? 'active' : ''}
            onClick={() => selectCommander(selCmd === c.id ? null : c.id)}
          >
            {c.name[lang]}
            {c.hex ? ` · ${c.hex}` : ''}
          </button>
        ))}
      </div>
      {selected?.type === 'artillery' && (
        <label className="small">
          <input type="checkbox" checked={limbered} onChange={(e) => setSetupLimbered(e.target.checked)} />{' '}
          <span {...termProps('limbered')}>{t.setup.limbered}</span> <RuleLink id="UNIT.3" />
        </label>
      )}
      <div className="row">
        {selected?.hex && (
          <button
            type="button"
            onClick={() => dispatch({ type: 'place', unit: selected.id, hex: null }) && selectUnit(null)}
          >
            {t.setup.takeBack}
          </button>
        )}
        <button type="button" data-testid="setup-auto" disabled={unplaced.length === 0} onClick={placeRest}>
          {t.setup.auto}
        </button>
      </div>
      {shown.length > 0 && (
        <div className="error" data-testid="setup-violations">
          <b>{t.setup.violations}</b>
          <ul>
            {shown.map((v) => (
              <li key={v.unit + v.rule}>
                {formatSetupViolation(v, state.units[v.unit]?.name[lang] ?? v.unit, lang)} <RuleLink id={v.rule} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
