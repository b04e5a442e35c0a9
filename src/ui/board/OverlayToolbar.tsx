// The overlay switches on the board: where to attack, threats, enemy zones of control, a battery's fire, the setup zones.
import { useGame } from '../../store/app'
import { useUi, type Overlays } from '../../store/uiStore'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'
import { attackBadge, OverlayIcon } from './AttackOverlay'
import { noAttackReason, type AttackOption } from '../../engine'
import { unitLabel } from '../labels'

const ITEMS: Array<{ key: keyof Overlays; rule: string }> = [
  { key: 'attacks', rule: 'CBT.7' },
  { key: 'threats', rule: 'CBT.1' },
  { key: 'zoc', rule: 'ZOC.1' },
  { key: 'arc', rule: 'ART.3' },
  { key: 'zones', rule: 'SCN.2' },
]

/** The marked counters as a list: a click centres the board on one (they are small at a low zoom). */
function Targets({ options }: { options: AttackOption[] }) {
  const lang = useUi((s) => s.lang)
  const units = useGame((s) => s.state.units)
  const label = (id: string): string => {
    const u = units[id]
    return u ? unitLabel(u, lang) : id
  }
  return (
    <div className="overlay-targets">
      {options.slice(0, 8).map((o) => (
        <button
          key={o.target}
          type="button"
          data-target-jump={o.target}
          onClick={() => useUi.getState().focusOn(o.hex, 1.3)}
        >
          {label(o.target)} ({o.hex}) {attackBadge(o)}
          {/* Which unit strikes from which hex: the estimate holds only if these units go there. */}
          <small className="plan">
            {' '}
            ←{' '}
            {[...o.attackers, ...o.batteries]
              .map((a) => `${label(a.unit)}${a.from !== units[a.unit]?.hex ? ` → ${a.from}` : ''}`)
              .join(', ')}
          </small>
        </button>
      ))}
    </div>
  )
}

export function OverlayToolbar({
  note,
  found,
}: {
  note: string | null
  found: { attacks: AttackOption[]; threats: AttackOption[] }
}) {
  const t = useT()
  const overlays = useUi((s) => s.overlays)
  const combat = useGame((s) => s.state.phase === 'combat')
  const why = useGame((s) => noAttackReason(s.state))
  const label: Record<keyof Overlays, string> = {
    attacks: t.teach.attacks,
    threats: t.teach.threats,
    zoc: t.overlay.zoc,
    arc: t.overlay.arc,
    zones: t.overlay.zones,
  }
  const legend: Record<keyof Overlays, string> = {
    attacks: found.attacks.length
      ? combat
        ? t.teach.legendAttacksCombat
        : t.teach.legendAttacks
      : why === 'pending'
        ? t.teach.noAttacksPending
        : why === 'attacked'
          ? t.teach.noAttacksAttacked
          : t.teach.noAttacks,
    threats: found.threats.length ? t.teach.legendThreats : t.teach.noThreats,
    zoc: t.overlay.legendZoc,
    arc: t.overlay.legendArc,
    zones: t.overlay.legendZones,
  }
  return (
    <div className="overlay-bar" role="toolbar" aria-label={t.overlay.title}>
      <div className="overlay-buttons">
        {ITEMS.map(({ key, rule }) => (
          <span key={key} className="overlay-item">
            <button
              type="button"
              data-testid={`overlay-${key}`}
              aria-pressed={overlays[key]}
              className={overlays[key] ? 'on' : ''}
              onClick={() => useUi.getState().toggleOverlay(key)}
            >
              {key === 'attacks' || key === 'threats' ? (
                <OverlayIcon kind={key === 'attacks' ? 'attack' : 'threat'} />
              ) : (
                <span className={`swatch swatch-${key}`} aria-hidden="true" />
              )}{' '}
              {label[key]}
            </button>
            <RuleLink id={rule} />
          </span>
        ))}
      </div>
      {ITEMS.filter(({ key }) => overlays[key]).map(({ key }) => (
        <div key={key} className="overlay-legend" data-legend={key}>
          {legend[key]}
          {key === 'attacks' && <Targets options={found.attacks} />}
          {key === 'threats' && <Targets options={found.threats} />}
        </div>
      ))}
      {overlays.arc && note && <div className="overlay-legend">{note}</div>}
    </div>
  )
}
