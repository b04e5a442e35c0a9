// The computer's turn in the side panel: who plays, «thinking» while the worker decides (data-testid
// "ai-thinking" and its spinner, as in Borodino), then its commands one by one, with a button for the rest.
import type { PhState } from '../../phalanx'
import { computerToMove, usePh } from '../../store/phalanx'
import { phAi, usePhAi } from './phAi'
import { usePhT } from './usePhT'

export function PhAiBar({ state }: { state: PhState }) {
  const t = usePhT()
  const a = t.ui.ai
  const players = usePh((s) => s.players)
  const thinking = usePhAi((s) => s.thinking)
  const showing = usePhAi((s) => s.showing)
  const failed = usePhAi((s) => s.failed)
  if (!computerToMove({ players, state })) {
    return failed ? (
      <p className="ph-ai-failed" role="alert" data-testid="ai-failed">
        {a.failed(t.ph.side[failed.side])}
      </p>
    ) : null
  }
  const kind = players[state.side]
  return (
    <section className="ph-ai" data-testid="ai-panel" data-ai-side={state.side}>
      <p>
        <b>{a.plays(t.ph.side[state.side], kind === 'human' ? '' : a.levelName[kind])}</b>
      </p>
      <p role="status">
        {thinking ? (
          <span data-testid="ai-thinking" className="ai-thinking">
            <span className="ai-spinner" aria-hidden="true" /> {a.thinking}
          </span>
        ) : showing ? (
          a.showing
        ) : null}
      </p>
      <button type="button" data-testid="ai-skip" title={a.skipHint} disabled={!showing} onClick={() => phAi.skip()}>
        {a.skip}
      </button>
    </section>
  )
}
