// The victory meter of a game judged by a rule of its own (WIN.3: a whole-day variant; WIN.4: a short scenario's
// objectives and both sides' losses): the score against the rule's band edges as the game goes, the verdict at the
// end. The seed rule keeps its own meter (LossesMeter).
import { victoryStatus, type GameState } from '../../engine'
import { useT } from '../useT'
import { useUiActions } from '../storeActions'
import { bandText } from '../review/format'
import { useUi } from '../../store/ui'
import { showBriefing } from '../dialogs/welcomeActions'

const CLASSES = ['band-rd', 'band-rm', 'band-fm', 'band-fd'] as const

export function ScoreMeter({ state }: { state: GameState }) {
  const t = useT()
  const lang = useUi((s) => s.lang)
  const { openRule } = useUiActions()
  const v = victoryStatus(state)
  const rule = state.victory
  const nameOf = (hex: string): string =>
    (rule?.kind === 'objectives' && rule.objectives.find((o) => o.hex === hex)?.name[lang]) || hex
  const w = t.score
  const [e0, e1, e2] = v.edges
  // The bar spans the edges with as much room again beyond the outer ones, and stays put as the score moves: a score
  // beyond it fills the bar to its end (the figure above says how far).
  const pad = Math.max(5, (e2 - e0) / 2)
  const lo = e0 - pad
  const hi = e2 + pad
  const at = (x: number) => `${((Math.min(hi, Math.max(lo, x)) - lo) / (hi - lo)) * 100}%`
  const bands = [
    [lo, e0],
    [e0, e1],
    [e1, e2],
    [e2, hi],
  ] as const
  return (
    <div
      className="losses"
      data-testid="losses"
      data-losses={v.losses}
      data-rule={v.rule}
      data-score={v.score.toFixed(1)}
      title={w.line(v)}
    >
      <div className="losses-head">
        <span>
          {w.title(v)}: <b>{w.value(v)}</b>
        </span>
        <button type="button" className="rule-link" onClick={() => openRule(v.rule)}>
          {v.rule}
        </button>
        {v.rule === 'WIN.4' && (
          <button
            type="button"
            className="rule-link"
            data-testid="open-briefing"
            onClick={() => showBriefing(state.scenarioId, { focus: false })}
          >
            {w.briefing.title}
          </button>
        )}
      </div>
      <div className="losses-bar">
        {bands.map(([a, b], i) => (
          <div
            key={CLASSES[i]}
            className={`band ${CLASSES[i]}`}
            style={{ left: at(a), width: `calc(${at(b)} - ${at(a)})` }}
          />
        ))}
        <div className="losses-fill" style={{ width: at(v.score) }} />
        {v.edges.map((e, i) => (
          <span key={i} className="band-tick" style={{ left: at(e) }}>
            {w.tick(v, i)}
          </span>
        ))}
      </div>
      <div className="losses-band" data-testid="losses-band" data-band={v.band}>
        {bandText(v.band, lang)}
        {v.final ? '' : ` ${t.losses.ifNow}`}
      </div>
      {v.objectives && (
        <ul className="objectives" data-testid="objectives" aria-label={w.objectives}>
          {v.objectives.map((o) => (
            <li key={o.hex} data-objective={o.hex} data-held={o.side}>
              {nameOf(o.hex)} ({o.points}): {w.heldBy[o.side]}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
