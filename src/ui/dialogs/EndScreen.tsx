// End of the game: the result band and the losses of both sides.
import { RUSSIAN_TOTAL, victoryStatus } from '../../engine'
import { useGame } from '../../store/app'
import { useUi } from '../../store/uiStore'
import { RuleLink } from '../RuleLink'
import { useT } from '../useT'

const BAND_INDEX = { 'russian-decisive': 0, 'russian-marginal': 1, 'french-marginal': 2, 'french-decisive': 3 } as const

export function EndScreen({ onClose }: { onClose: () => void }) {
  const t = useT()
  const state = useGame((s) => s.state)
  const v = victoryStatus(state)
  const winner = v.band.startsWith('french') ? 'fr' : 'ru'
  return (
    <div className="modal-back end-back">
      <div className={`modal end-screen side-${winner}`} data-testid="end-screen" data-band={v.band}>
        <h1>{t.end.title}</h1>
        <h2 className="end-result">{t.losses.bands[BAND_INDEX[v.band]]} <RuleLink id="WIN.2" /></h2>
        <table className="end-table">
          <tbody>
            <tr><th>{t.end.lossesRu}</th><td>{t.end.points(state.losses.ru)}</td><td>{v.lossesPct.toFixed(1)}% / {RUSSIAN_TOTAL}</td></tr>
            <tr><th>{t.end.lossesFr}</th><td>{t.end.points(state.losses.fr)}</td><td /></tr>
          </tbody>
        </table>
        <p className="muted end-note" data-testid="end-note">{t.end.note}</p>
        <div className="row center">
          <button type="button" className="primary" onClick={() => useUi.getState().openDialog('new-game')}>{t.end.again}</button>
          <button type="button" onClick={onClose}>{t.end.board}</button>
        </div>
      </div>
    </div>
  )
}
