// The computer in the side panel: while it plays the side to act, what it is doing (thinking, moving),
// pause, skip, speed and «give me back control»; while a person acts, «give this side to the computer».
import { actingSide, isGameOver } from '../../engine'
import { useAi, useFollowAi, withAi, DELAYS_MS } from '../../store/ai'
import { useGame } from '../../store/app'
import type { AiLevelName } from '../../worker/aiProtocol'
import { useT } from '../useT'
import { laterPart } from '../lazy/laterPart'

// The summary of the computer's turn comes with the parts the first screen does not draw (laterParts.ts).
const TurnSummary = laterPart((m) => m.TurnSummary, { name: 'panel' })

const LEVELS: readonly AiLevelName[] = ['easy', 'normal', 'hard']

export function AiPanel() {
  const t = useT()
  const players = useGame((s) => s.players)
  // Played by mail the other side is a person at his own screen: the computer takes no side over.
  const inGame = useGame((s) => s.mode === 'game' && !isGameOver(s.state) && s.pbm === null)
  const acting = useGame((s) => actingSide(s.state))
  const thinking = useAi((s) => s.thinking)
  const paused = useAi((s) => s.paused)
  const delayMs = useAi((s) => s.delayMs)
  const fellBack = useAi((s) => s.fellBack)
  const failed = useAi((s) => s.failed)
  const level = useAi((s) => s.takeOverLevel)
  const lastRun = useAi((s) => s.lastRun)
  const follow = useFollowAi((s) => s.follow)
  const setFollow = useFollowAi((s) => s.setFollow)
  if (!inGame) return null
  const kind = players[acting]
  const other = acting === 'fr' ? 'ru' : 'fr'
  const otherKind = players[other]
  const failure = failed && (
    <p className="ai-failed" role="alert">
      {t.ai.failed(t.side[failed.side])}
    </p>
  )
  if (kind === 'human') {
    return (
      <div className="ai-panel" data-testid="ai-panel">
        {lastRun && otherKind !== 'human' && <TurnSummary run={lastRun} />}
        {failure}
        {otherKind !== 'human' && <p className="muted small">{t.ai.plays(t.side[other], t.ai.level[otherKind])}</p>}
        <div className="ai-takeover">
          <button type="button" data-testid="ai-takeover" onClick={() => withAi((c) => c.takeOver(acting))}>
            {t.ai.takeOver(acting === 'fr')}
          </button>
          {/* Named on screen: next to the line on the other side's computer, a bare list read as that one's level. */}
          <label className="small" htmlFor="ai-takeover-level">
            {t.ai.takeOverAt}
          </label>
          <select
            id="ai-takeover-level"
            data-testid="ai-takeover-level"
            aria-label={t.ai.takeOverLevel}
            value={level}
            onChange={(e) => {
              const level = e.target.value as AiLevelName
              withAi((c) => c.setTakeOverLevel(level))
            }}
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t.ai.level[l]}
              </option>
            ))}
          </select>
        </div>
      </div>
    )
  }
  return (
    <div className="ai-panel ai-active" data-testid="ai-panel" data-ai-side={acting}>
      <p className="ai-who">
        <b>{t.ai.plays(t.side[acting], t.ai.level[kind])}</b>
      </p>
      <p className="ai-state" role="status">
        {thinking ? (
          <span data-testid="ai-thinking" className="ai-thinking">
            <span className="ai-spinner" aria-hidden="true" /> {t.ai.thinking}
          </span>
        ) : paused ? (
          t.ai.paused
        ) : (
          t.ai.showing
        )}
      </p>
      {/* Watch mode: the other side's last turn stays summed up while this one is played. */}
      {lastRun && otherKind !== 'human' && lastRun.side !== acting && <TurnSummary run={lastRun} />}
      {fellBack && <p className="muted small">{t.ai.fellBack(t.ai.level[fellBack.from], t.ai.level[fellBack.to])}</p>}
      <div className="row ai-buttons">
        <button
          type="button"
          data-testid="ai-pause"
          aria-pressed={paused}
          onClick={() => withAi((c) => c.setPaused(!paused))}
        >
          {paused ? t.ai.resume : t.ai.pause}
        </button>
        <button type="button" data-testid="ai-skip" title={t.ai.skipHint} onClick={() => withAi((c) => c.skip())}>
          {t.ai.skip}
        </button>
      </div>
      <label className="field ai-speed">
        {t.ai.speed}
        <select
          data-testid="ai-speed"
          value={delayMs}
          onChange={(e) => {
            const ms = Number(e.target.value)
            withAi((c) => c.setDelay(ms))
          }}
        >
          {DELAYS_MS.map((ms, i) => (
            <option key={ms} value={ms}>
              {t.ai.speeds[i]}
            </option>
          ))}
        </select>
      </label>
      <label className="ai-follow">
        <input type="checkbox" data-testid="follow-ai" checked={follow} onChange={(e) => setFollow(e.target.checked)} />{' '}
        {t.ai.follow}
      </label>
      <button type="button" data-testid="ai-giveback" onClick={() => withAi((c) => c.giveBack(acting))}>
        {t.ai.giveBack}
      </button>
    </div>
  )
}
