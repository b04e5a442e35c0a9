// The end of the battle: both scores, the winner (or a draw), why it ended, and each side's lost units.
import { standing, type PhState } from '../../phalanx'
import { Modal } from '../dialogs/Modal'
import { usePh } from '../../store/phalanx'
import { useT } from '../useT'
import { PhRuleLink } from './PhRuleLink'
import { usePhUiActions } from './phStoreActions'
import { usePhT } from './usePhT'

export function PhEndScreen({ state }: { state: PhState }) {
  const t = usePhT()
  const e = t.ui.end
  const { closeEnd, open, setReview } = usePhUiActions()
  const hintsUsed = usePh((g) => g.hintsUsed)
  const hint = useT().hint
  const r = state.result
  if (!r) return null
  const st = standing(state)
  const close = () => closeEnd(true)
  return (
    <Modal title={e.title} onClose={close} testId="ph-end-screen">
      <div data-testid="end-screen" data-winner={r.winner ?? 'draw'} data-reason={r.reason}>
        <p className="ph-end-winner">
          <b>{r.winner ? e.winner(t.ph.side[r.winner]) : e.draw}</b> <PhRuleLink id="PH-WIN.6" />
        </p>
        <p>
          {e.reason[r.reason](r.breaking ? t.ph.side[r.breaking] : '')} <PhRuleLink id="PH-WIN.2" />
        </p>
        {hintsUsed > 0 && (
          <p className="muted" data-testid="end-hints" data-hints={hintsUsed}>
            {hint.used(hintsUsed)}
          </p>
        )}
        <table className="ph-end-table">
          <thead>
            <tr>
              <th />
              <th>
                {e.scores} <PhRuleLink id="PH-WIN.5" />
              </th>
              <th>{e.lost}</th>
            </tr>
          </thead>
          <tbody>
            {(['south', 'north'] as const).map((side) => (
              <tr key={side}>
                <th>{t.ph.side[side]}</th>
                <td data-testid={`ph-score-${side}`}>{r.scores ? r.scores[side] : '—'}</td>
                <td>{st.losses[side].units.map(t.ph.unitName).join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="row">
          <button type="button" className="primary" data-testid="ph-end-new" onClick={() => open('new')}>
            {e.again}
          </button>
          <button type="button" data-testid="ph-end-review" onClick={() => setReview(0)}>
            {e.review}
          </button>
          <button type="button" data-testid="ph-end-close" onClick={close}>
            {e.close}
          </button>
        </div>
      </div>
    </Modal>
  )
}
