// The WIN.2 band bar: Russian losses in percent against the four result bands, with the final mark.
import { useT } from '../useT'

const BANDS = [
  { from: 0, to: 26, cls: 'band-rd' },
  { from: 26, to: 35, cls: 'band-rm' },
  { from: 35, to: 50, cls: 'band-fm' },
  { from: 50, to: 100, cls: 'band-fd' },
]
const SCALE = 60
const at = (p: number) => `${Math.min(100, (p / SCALE) * 100)}%`

export function BandBar({ pct }: { pct: number }) {
  const t = useT()
  return (
    <div className="band-bar" data-testid="band-bar" data-pct={pct.toFixed(1)}>
      <div className="band-bar-track">
        {BANDS.map((b, i) => (
          <div
            key={b.cls}
            className={`band ${b.cls}`}
            title={`${t.losses.bands[i]}: ${t.losses.ranges[i]}`}
            style={{ left: at(b.from), width: `calc(${at(Math.min(b.to, SCALE))} - ${at(b.from)})` }}
          >
            <span className="band-name">{t.losses.bands[i]}</span>
          </div>
        ))}
        <div className="band-mark" style={{ left: at(pct) }}>
          <span>{pct.toFixed(1)}%</span>
        </div>
      </div>
      <div className="band-ticks">
        {[26, 35, 50].map((p, i) => (
          <span key={p} style={{ left: at(p) }}>
            {t.losses.ticks[i]}
          </span>
        ))}
      </div>
    </div>
  )
}
