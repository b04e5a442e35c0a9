// The overlay switches on the board: enemy zones of control, a battery's fire, the setup zones.
import { useUi, type Overlays } from '../../store/uiStore'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'

const ITEMS: Array<{ key: keyof Overlays; rule: string }> = [
  { key: 'zoc', rule: 'ZOC.1' },
  { key: 'arc', rule: 'ART.3' },
  { key: 'zones', rule: 'SCN.2' },
]

export function OverlayToolbar({ note }: { note: string | null }) {
  const t = useT()
  const overlays = useUi((s) => s.overlays)
  const legend = { zoc: t.overlay.legendZoc, arc: t.overlay.legendArc, zones: t.overlay.legendZones }
  return (
    <div className="overlay-bar" role="toolbar" aria-label={t.overlay.title}>
      <div className="overlay-buttons">
        {ITEMS.map(({ key, rule }) => (
          <span key={key} className="overlay-item">
            <button type="button" data-testid={`overlay-${key}`} aria-pressed={overlays[key]} className={overlays[key] ? 'on' : ''}
              onClick={() => useUi.getState().toggleOverlay(key)}>
              <span className={`swatch swatch-${key}`} aria-hidden="true" /> {t.overlay[key]}
            </button>
            <RuleLink id={rule} />
          </span>
        ))}
      </div>
      {ITEMS.filter(({ key }) => overlays[key]).map(({ key }) => <div key={key} className="overlay-legend">{legend[key]}</div>)}
      {overlays.arc && note && <div className="overlay-legend">{note}</div>}
    </div>
  )
}
