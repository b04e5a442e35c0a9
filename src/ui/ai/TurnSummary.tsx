// The card that sums up the computer's turn when it hands the game back: units moved, attacks with
// odds and result, retreats, losses, commanders lost, the victory standing. Each line opens that moment
// in review mode and brings its hex into view; × puts the card away. Its own chunk, with its words and
// its styles, loaded when the computer first hands a turn back.
import { useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { GameState, HexCode, Side } from '../../engine'
import { AI_SUMMARY_STRINGS } from '../../i18n/aiSummary'
import { BAND_LABEL, stringsFor } from '../../i18n'
import { withAi, type AiRun } from '../../store/ai'
import { useGame } from '../../store/app'
import { review, useReview } from '../../store/review'
import { useUi } from '../../store/ui'
import { unitLabel } from '../labels'
import { ResultCode } from '../ResultCode'
import { TermLink } from '../TermLink'
import { useTermProps } from '../termTitle'
import { summarizeTurn, type TurnSummary as Summary } from './turnSummary'
import { useReviewActions, useUiActions } from '../storeActions'

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')
const pct = (n: number): string => n.toFixed(1)

export function TurnSummary({ run }: { run: AiRun<Side> }) {
  const lang = useUi((s) => s.lang)
  const t = AI_SUMMARY_STRINGS[lang]
  const score = stringsFor(lang).score
  const { open } = useReviewActions()
  const { revealHex } = useUiActions()
  const termProps = useTermProps()
  // The record up to `run.to` stays as it was while the summary is up (an undo into it puts it away).
  const entries = useGame(useShallow((s) => s.log.slice(run.from, run.to)))
  const summary = useMemo((): { sum: Summary; after: GameState } | null => {
    const tl = review.timeline()
    if (run.to > tl.length) return null
    const before = tl.at(run.from)
    const after = tl.at(run.to)
    return { sum: summarizeTurn(run.side, before, entries, after), after }
  }, [run, entries])
  /** Opens the record at `at` in review mode and brings the hex of `id` (a unit or a commander) into view. */
  const showAt = (at: number, id: string) => {
    open(at)
    const hexIn = (s: GameState | null): HexCode | null | undefined => s?.units[id]?.hex ?? s?.commanders[id]?.hex
    // The position open() has just set, read at once (no render has it yet). A unit destroyed by that very command
    // is shown where it stood just before.
    const hex = hexIn(useReview.getState().state) ?? (at > 0 ? hexIn(review.timeline().at(at - 1)) : null)
    if (hex) revealHex(hex)
  }
  if (!summary) return null
  const { sum, after } = summary
  const name = (id: string): string => {
    const u = after.units[id]
    if (u) return unitLabel(u, lang)
    return after.commanders[id]?.name[lang] ?? id
  }
  const full = (id: string): string => {
    const u = after.units[id]
    return u ? `${unitLabel(u, lang)} — ${u.name[lang]}` : name(id)
  }
  const more = sum.moved.length - sum.notable.length
  const bandLabel = (b: Summary['standing']['after']) => BAND_LABEL[b][lang]
  return (
    <section
      className="panel ai-summary"
      data-testid="ai-turn-summary"
      data-ai-side={sum.side}
      aria-label={t.title(t.sideGen[sum.side], sum.turn)}
    >
      <header className="ai-summary-head">
        <h3>{t.title(t.sideGen[sum.side], sum.turn)}</h3>
        <button
          type="button"
          className="ai-summary-close"
          data-testid="ai-turn-summary-close"
          aria-label={t.closeHint}
          title={t.closeHint}
          onClick={() => withAi((c) => c.dismissRun())}
        >
          ×
        </button>
      </header>
      <div className="ai-summary-block" data-testid="ai-summary-moved" data-count={sum.moved.length}>
        <b>{sum.moved.length ? t.moved(sum.moved.length) : t.none}</b>
        {sum.commandersMoved > 0 && <span className="muted"> · {t.commandersMoved(sum.commandersMoved)}</span>}
        {sum.notable.length > 0 && (
          <div className="ai-summary-chips">
            {sum.notable.map((m) => (
              <button
                key={m.unit}
                type="button"
                className="ai-chip"
                title={`${full(m.unit)} · ${t.showHint}`}
                onClick={() => showAt(m.at, m.unit)}
              >
                {name(m.unit)}{' '}
                <span className="muted">
                  {m.from}→{m.to}
                </span>
              </button>
            ))}
            {more > 0 && <span className="muted small">{t.movedMore(more)}</span>}
          </div>
        )}
      </div>
      <div className="ai-summary-block" data-testid="ai-summary-attacks" data-count={sum.attacks.length}>
        <b>{sum.attacks.length ? t.attacks(sum.attacks.length) : t.noAttacks}</b>
        {sum.attacks.length > 0 && (
          <ul className="ai-summary-rows">
            {sum.attacks.map((a, i) => {
              const who = a.attackers.map(name).join(', ')
              const line = a.kind === 'fire' ? t.fire(who, name(a.defender)) : t.attack(who, name(a.defender))
              return (
                <li key={i}>
                  {/* The row is a button: the differential it shows is explained in its title. */}
                  <button
                    type="button"
                    className="ai-row"
                    {...termProps('differential', t.showHint)}
                    onClick={() => showAt(a.at, a.defender)}
                  >
                    <span className="ai-row-what">{line}</span>
                    <span className="ai-row-odds muted">
                      {t.odds(signed(a.diff))} · {t.die(a.die)}
                    </span>
                    <ResultCode code={a.result} />
                    {a.noEffect && <span className="muted small"> {t.noEffect}</span>}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      {sum.retreats.length > 0 && (
        <div className="ai-summary-block" data-testid="ai-summary-retreats">
          <b>
            <TermLink term="retreat">{t.retreats(sum.retreats.length)}</TermLink>
          </b>
          <div className="ai-summary-chips">
            {sum.retreats.map((r) => (
              <button
                key={r.unit}
                type="button"
                className="ai-chip"
                title={`${full(r.unit)} · ${t.showHint}`}
                onClick={() => showAt(r.at, r.unit)}
              >
                {name(r.unit)}{' '}
                <span className="muted">
                  {r.from}→{r.to}
                </span>
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="ai-summary-block" data-testid="ai-summary-losses">
        <b>
          <TermLink term="losses">{t.losses}</TermLink>:
        </b>{' '}
        {t.lossesLine(sum.losses.fr, sum.losses.ru)}
        {sum.destroyed.length > 0 && (
          <div className="ai-summary-chips">
            <span className="muted">
              <TermLink term="destroyed">{t.destroyed(sum.destroyed.length)}</TermLink>:
            </span>
            {sum.destroyed.map((d) => (
              <button
                key={d.unit}
                type="button"
                className="ai-chip ai-chip-alert"
                title={`${full(d.unit)} · ${t.showHint}`}
                onClick={() => showAt(d.at, d.unit)}
              >
                {name(d.unit)} <span className="muted">−{d.strength}</span>
              </button>
            ))}
          </div>
        )}
      </div>
      {sum.commanders.length > 0 && (
        <div className="ai-summary-block" data-testid="ai-summary-commanders">
          {sum.commanders.map((c, i) => (
            <button
              key={i}
              type="button"
              className="ai-chip ai-chip-alert"
              title={t.showHint}
              onClick={() => showAt(c.at, c.commander)}
            >
              {t.commander[c.outcome](name(c.commander))}
              {c.demoralized > 0 && ` — ${t.corpsDemoralized(c.demoralized)}`}
            </button>
          ))}
        </div>
      )}
      <div className="ai-summary-block" data-testid="ai-summary-standing">
        <b>
          <TermLink term="losses">{t.standing}</TermLink>:
        </b>{' '}
        {sum.standing.own
          ? `${score.title(sum.standing.own.after)}: ${score.value(sum.standing.own.before)} → ${score.value(sum.standing.own.after)}`
          : t.standingLine(pct(sum.standing.beforePct), pct(sum.standing.afterPct))}
        <div className={sum.standing.before === sum.standing.after ? 'muted' : 'ai-band-changed'}>
          {sum.standing.before === sum.standing.after
            ? t.bandSame(bandLabel(sum.standing.after))
            : t.bandChanged(bandLabel(sum.standing.after))}
        </div>
      </div>
      <button type="button" className="ai-summary-review" onClick={() => open(run.from)}>
        {t.review}
      </button>
    </section>
  )
}
