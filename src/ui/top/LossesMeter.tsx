// Russian losses in points and percent against the victory bands (WIN.1–2).
import { victoryStatus } from '../../engine'
import { useGame } from '../../store/app'
import { useUi } from '../../store/uiStore'
import { useT } from '../useT'
import { REVIEW_STRINGS } from '../../i18n/review'

const BANDS = [
  { from: 0, to: 26, cls: 'band-rd' },
  { from: 26, to: 35, cls: 'band-rm' },
  { from: 35, to: 50, cls: 'band-fm' },
  { from: 50, to: 100, cls: 'band-fd' },
]
const BAND_INDEX = { 'russian-decisive': 0, 'russian-marginal': 1, 'french-marginal': 2, 'french-decisive': 3 } as const

export function LossesMeter() {
  const t = useT()
  const state = useGame((s) => s.state)
  const lang = useUi((s) => s.lang)
  const v = victoryStatus(state)
  const pct = Math.min(100, v.lossesPct)
  const scale = (p: number) => `${Math.min(100, (p / 60) * 100)}%`
  return (
    <div className="losses" data-testid="losses" data-losses={v.losses} title={t.losses.tip(v.losses, v.lossesPct.toFixed(1), state.losses.fr)}>
      <div className="losses-head">
        <button type="button" className="rule-link" onClick={() => useUi.getState().openRule('WIN.2')}>WIN.2</button>
        <span>{t.losses.title}: <b>{t.losses.value(v.losses, v.lossesPct.toFixed(1))}</b></span>
      </div>
      <div className="losses-bar">
        {BANDS.map((b) => (
          <div key={b.cls} className={`band ${b.cls}`} style={{ left: scale(b.from), width: `calc(${scale(b.to)} - ${scale(b.from)})` }} />
        ))}
        <div className="losses-fill" style={{ width: scale(pct) }} />
        {[26, 35, 50].map((p) => <span key={p} className="band-tick" style={{ left: scale(p) }}>{p}%</span>)}
      </div>
      {/* Before the end it is the standing, not a result. */}
      <div className="losses-band" data-testid="losses-band">
        {v.final ? t.losses.bands[BAND_INDEX[v.band]] : <>{t.losses.now(t.losses.bands[BAND_INDEX[v.band]])} <span className="losses-if">{t.losses.ifNow}</span></>}
      </div>
      <div className="losses-both" data-testid="losses-both" data-fr={state.losses.fr} data-ru={state.losses.ru}>{REVIEW_STRINGS[lang].topLosses(state.losses.ru, state.losses.fr)}</div>
    </div>
  )
}
