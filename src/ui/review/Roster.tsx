// The order of battle: both sides' counters by army and corps with their state and hex, and every commander's
// fate. A click shows the counter on the map. In review it shows the reviewed position.
import { useMemo } from 'react'
import { corpsName } from '../../data/corpsNames'
import type { HexCode } from '../../engine'
import { useGame } from '../../store/app'
import { roster, type RosterCommander, type UnitCondition, useReview } from '../../store/review'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { useT } from '../useT'
import { useRT } from './useRT'
import { useUiActions } from '../storeActions'

export function Roster() {
  const t = useT()
  const r = useRT()
  const lang = useUi((s) => s.lang)
  const live = useGame((s) => s.state)
  const reviewed = useReview((s) => (s.active ? s.state : null))
  const state = reviewed ?? live
  const sides = useMemo(() => roster(state), [state])
  const { selectUnit, focusOn } = useUiActions()
  const show = (hex: HexCode | null, unit?: string) => {
    if (!hex) return
    if (unit) selectUnit(unit)
    focusOn(hex)
  }
  const cond = (c: UnitCondition): string =>
    ({
      good: r.rosterState.good,
      demoralized: r.rosterState.demoralized,
      limbered: r.rosterState.limbered,
      unlimbered: r.rosterState.unlimbered,
      destroyed: r.rosterState.destroyed,
      'off-map': r.rosterState.offMap,
    })[c]
  const fate = (c: RosterCommander): string =>
    c.status === 'active'
      ? c.hex
        ? r.rosterState.onMap
        : r.rosterState.offMap
      : c.status === 'wounded'
        ? c.returnsOnTurn
          ? r.rosterState.wounded(c.returnsOnTurn)
          : (r.fate.wounded ?? '')
        : c.status === 'killed'
          ? r.rosterState.killed
          : c.status === 'captured'
            ? r.rosterState.captured
            : r.rosterState.badlyWounded
  return (
    <section className="panel roster" data-testid="roster" aria-label={t.record.roster}>
      {sides.map((s) => (
        <details key={s.side} open className={`roster-side side-${s.side}`} data-roster-side={s.side}>
          <summary>
            <b>{r.sideName[s.side]}</b> <span className="muted">· {r.rosterState.losses(s.losses)}</span>
          </summary>
          <h4>{r.rosterState.commanders}</h4>
          <ul className="roster-list">
            {s.commanders.map((c) => {
              const def = state.commanders[c.id]! // roster(state) lists the state's own commanders
              return (
                <li key={c.id} data-roster-commander={c.id} data-state={c.status}>
                  <button type="button" className="roster-item" disabled={!c.hex} onClick={() => show(c.hex)}>
                    <span className="roster-name">
                      {def.name[lang]} ({c.rating})
                    </span>
                    <span className={`roster-state st-${c.status}`}>{fate(c)}</span>
                    <span className="roster-hex">{c.hex ?? '—'}</span>
                  </button>
                </li>
              )
            })}
          </ul>
          {s.armies.map((a) => (
            <div key={a.army} className="roster-army">
              <h4>{t.tip.army[a.army] ?? a.army}</h4>
              {a.corps.map((c) => (
                <div key={c.corps} className="roster-corps">
                  <div className="roster-corps-name">{corpsName(s.side, c.corps, lang)}</div>
                  <ul className="roster-list">
                    {c.units.map((u) => {
                      const def = state.units[u.id]! // and its own units
                      return (
                        <li
                          key={u.id}
                          data-roster-unit={u.id}
                          data-state={u.condition}
                          data-roster-hex={u.hex ?? undefined}
                        >
                          <button
                            type="button"
                            className="roster-item"
                            disabled={!u.hex}
                            title={def.name[lang]}
                            onClick={() => show(u.hex, u.id)}
                          >
                            <span className="roster-name">
                              <b>{unitLabel(def, lang)}</b> {def.name[lang]} · {u.strength}
                            </span>
                            <span className={`roster-state st-${u.condition}`}>{cond(u.condition)}</span>
                            <span className="roster-hex">{u.hex ?? '—'}</span>
                          </button>
                        </li>
                      )
                    })}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </details>
      ))}
    </section>
  )
}
