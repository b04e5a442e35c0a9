// The overlay switches on the board: where to attack, threats, enemy zones of control, a battery's fire, the setup zones.
import { useGame } from '../../store/app'
import { useUi, type Overlays } from '../../store/uiStore'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'

const ITEMS: Array<{ key: keyof Overlays; rule: string }> = [
  { key: 'attacks', rule: 'CBT.7' },
  { key: 'threats', rule: 'CBT.1' },
  { key: 'zoc', rule: 'ZOC.1' },
  { key: 'arc', rule: 'ART.3' },
  { key: 'zones', rule: 'SCN.2' },
]

export function OverlayToolbar({ note, found }: { note: string | null; found: { attacks: number; threats: number } }) {
  const t = useT()
  const overlays = useUi((s) => s.overlays)
  const combat = useGame((s) => s.state.phase === 'combat')
  const label: Record<keyof Overlays, string> = { attacks: t.teach.attacks, threats: t.teach.threats, zoc: t.overlay.zoc, arc: t.overlay.arc, zones: t.overlay.zones }
  const legend: Record<keyof Overlays, string> = {
    attacks: found.attacks ? (combat ? t.teach.legendAttacksCombat : t.teach.legendAttacks) : t.teach.noAttacks,
    threats: found.threats ? t.teach.legendThreats : t.teach.noThreats,
    zoc: t.overlay.legendZoc,
    arc: t.overlay.legendArc,
    zones: t.overlay.legendZones,
  }
  return (
    <div className="overlay-bar" role="toolbar" aria-label={t.overlay.title}>
      <div className="overlay-buttons">
        {ITEMS.map(({ key, rule }) => (
          <span key={key} className="overlay-item">
            <button type="button" data-testid={`overlay-${key}`} aria-pressed={overlays[key]} className={overlays[key] ? 'on' : ''}
              onClick={() => useUi.getState().toggleOverlay(key)}>
              <span className={`swatch swatch-${key}`} aria-hidden="true" /> {label[key]}
            </button>
            <RuleLink id={rule} />
          </span>
        ))}
      </div>
      {ITEMS.filter(({ key }) => overlays[key]).map(({ key }) => <div key={key} className="overlay-legend" data-legend={key}>{legend[key]}</div>)}
      {overlays.arc && note && <div className="overlay-legend">{note}</div>}
    </div>
  )
}
