// Russian losses in points and percent against the victory bands (WIN.1–2): what the numbers mean now,
// the verdict only at the end; the destroyed units are listed by a button under it (and in the tooltip).
import { victoryStatus, type GameState } from '../../engine'
import { RUSSIAN_TOTAL } from '../../engine/tables'
import type { Lang } from '../../i18n'
import { useShownState } from '../useShownState'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { useT } from '../useT'
import { DestroyedUnits } from './DestroyedUnits'
import { TermLink } from '../TermLink'
import { useUiActions } from '../storeActions'
import { ScoreMeter } from './ScoreMeter'

const BANDS = [
  { from: 0, to: 26, cls: 'band-rd' },
  { from: 26, to: 35, cls: 'band-rm' },
  { from: 35, to: 50, cls: 'band-fm' },
  { from: 50, to: 100, cls: 'band-fd' },
]
const BAND_INDEX = { 'russian-decisive': 0, 'russian-marginal': 1, 'french-marginal': 2, 'french-decisive': 3 } as const
/** WIN.2: the smallest loss that makes a French marginal victory (35%). */
const MARGINAL_POINTS = Math.ceil(RUSSIAN_TOTAL * 0.35)

const destroyed = (state: GameState, side: 'ru' | 'fr', lang: Lang): string[] =>
  Object.values(state.units)
    .filter((u) => u.side === side && u.status === 'destroyed')
    .map((u) => `${unitLabel(u, lang)} (${u.front.strength})`)

/** The victory meter: WIN.2's loss bar, or the game's own rule's score (ScoreMeter). */
export function LossesMeter() {
  const { state } = useShownState()
  return state.victory ? <ScoreMeter state={state} /> : <SeedMeter state={state} />
}

function SeedMeter({ state }: { state: GameState }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const { openRule } = useUiActions()
  const v = victoryStatus(state)
  const pct = Math.min(100, v.lossesPct)
  const scale = (p: number) => `${Math.min(100, (p / 60) * 100)}%`
  const m = t.teach.meter
  const ru = destroyed(state, 'ru', lang)
  const fr = destroyed(state, 'fr', lang)
  const tip = [
    t.losses.tip(v.losses, v.lossesPct.toFixed(1), state.losses.fr),
    `${m.destroyedRu} ${ru.length ? ru.join(', ') : m.none}`,
    `${m.destroyedFr} ${fr.length ? fr.join(', ') : m.none}`,
  ].join('\n')
  const meaning =
    v.lossesPct > 50 ? m.decisive : v.losses >= MARGINAL_POINTS ? m.marginal : m.toMarginal(MARGINAL_POINTS - v.losses)
  return (
    <div className="losses" data-testid="losses" data-losses={v.losses} title={tip}>
      <div className="losses-head">
        <span>
          <TermLink term="losses">{t.losses.title}</TermLink>: <b>{t.losses.value(v.losses, v.lossesPct.toFixed(1))}</b>
        </span>
        <button type="button" className="rule-link" onClick={() => openRule('WIN.2')}>
          WIN.2
        </button>
      </div>
      <div className="losses-bar">
        {BANDS.map((b, i) => (
          <div
            key={b.cls}
            className={`band ${b.cls}`}
            title={`${t.losses.bands[i]}: ${t.losses.ranges[i]}`}
            style={{ left: scale(b.from), width: `calc(${scale(b.to)} - ${scale(b.from)})` }}
          />
        ))}
        <div className="losses-fill" style={{ width: scale(pct) }} />
        {[26, 35, 50].map((p, i) => (
          <span key={p} className="band-tick" style={{ left: scale(p) }}>
            {t.losses.ticks[i]}
          </span>
        ))}
      </div>
      {/* Before the end: what the numbers mean, never a verdict (the battle has not been decided). */}
      <div className="losses-band" data-testid="losses-band">
        {v.final ? (
          t.losses.bands[BAND_INDEX[v.band as keyof typeof BAND_INDEX]]
        ) : (
          <>
            {meaning} <span className="losses-if">{m.counts}</span>
          </>
        )}
      </div>
      <DestroyedUnits ru={ru} fr={fr} ruPoints={state.losses.ru} frPoints={state.losses.fr} />
    </div>
  )
}
