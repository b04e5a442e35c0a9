// Hot-seat hand-over: the field is hidden until the side to play is ready (as in Borodino).
import type { Side } from '../../phalanx'
import { usePhActions } from './phStoreActions'
import { usePhT } from './usePhT'

export function PhHandover({ side }: { side: Side }) {
  const t = usePhT()
  const { revealBoard } = usePhActions()
  return (
    <div className={`handover ph-handover ${side}`} data-testid="handover" data-handover-side={side}>
      <div className="handover-card">
        <h1>{t.ui.handover.title(t.ph.side[side])}</h1>
        <p>{t.ui.handover.text}</p>
        <button type="button" className="primary" data-testid="handover-show" autoFocus onClick={() => revealBoard()}>
          {t.ui.handover.show}
        </button>
      </div>
    </div>
  )
}
