// Setup phase of the hypothetical scenario (SCN.2): pick a unit, click a hex of the shaded zone; violations listed.
import { useMemo } from 'react'
import type { Command } from '../../engine/commands'
import { bundle, gameStore, useGame } from '../../store/app'
import { useUi } from '../../store/uiStore'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'

/** The engine has no placement command yet; this is the shape the UI sends (see the report). */
export const placeCommand = (unit: string, hex: string): Command => ({ type: 'place', unit, hex }) as unknown as Command

export function SetupPanel() {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const state = useGame((s) => s.state)
  const sel = useUi((s) => s.selectedUnit)
  const mine = Object.values(state.units).filter((u) => u.side === state.side && u.status === 'active')
  const unplaced = mine.filter((u) => !u.hex)
  const violations = useMemo(() => bundle.setupViolations?.(state, state.side) ?? [], [state])
  const shown = violations.filter((v) => v.hex !== null)
  return (
    <section className="panel setup-panel" data-testid="setup-panel">
      <h3>{t.setup.title}: {t.side[state.side]} <RuleLink id="SCN.2" /></h3>
      <p className="muted small">{t.setup.place}</p>
      <p>{t.setup.unplaced(unplaced.length)}</p>
      <div className="tray">
        {unplaced.slice(0, 60).map((u) => (
          <button key={u.id} type="button" data-tray-unit={u.id} className={sel === u.id ? 'active' : ''} onClick={() => useUi.getState().selectUnit(u.id)}>
            {u.label}
          </button>
        ))}
      </div>
      {shown.length > 0 && (
        <div className="error" data-testid="setup-violations">
          <b>{t.setup.violations}</b>
          <ul>{shown.map((v) => <li key={v.unit}><RuleLink id={v.rule} /> {v.text[lang]}</li>)}</ul>
        </div>
      )}
    </section>
  )
}

export function placeSelected(hex: string): void {
  const unit = useUi.getState().selectedUnit
  if (unit && gameStore.getState().dispatch(placeCommand(unit, hex))) useUi.getState().selectUnit(null)
}
