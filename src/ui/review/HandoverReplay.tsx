// On the hand-over screen: replay what the other side did since this player last acted, step by step, with the
// review's highlights; the board then opens on this player's own turn.
import type { Side } from '../../engine'
import { useGame } from '../../store/app'
import { review } from '../../store/review'
import { useRT } from './useRT'
import { useGameActions, useReviewActions } from '../storeActions'

export function HandoverReplay({ side }: { side: Side }) {
  const r = useRT()
  const total = useGame((s) => s.log.length)
  const { open } = useReviewActions()
  const { revealBoard } = useGameActions()
  const start = review.handoverStart(side)
  if (start === null) return null
  const other: Side = side === 'fr' ? 'ru' : 'fr'
  return (
    <div className="handover-replay-offer">
      <button
        type="button"
        className="big"
        data-testid="handover-replay"
        title={r.handover.hint}
        onClick={() => {
          open(start, 'handover')
          revealBoard()
        }}
      >
        ▶ {r.handover.replay(other, total - start)}
      </button>
    </div>
  )
}
