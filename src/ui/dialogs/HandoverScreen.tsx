// The hot-seat hand-over: the board is not rendered at all until the next player asks for it.
import { turnTime } from '../../engine/state'
import type { Side } from '../../engine/types'
import { gameStore, useGame } from '../../store/app'
import { useUi } from '../../store/uiStore'
import { useT } from '../useT'

export function HandoverScreen({ side }: { side: Side }) {
  const t = useT()
  const state = useGame((s) => s.state)
  const lang = useUi((s) => s.lang)
  return (
    <div className={`handover side-${side}`} data-testid="handover" data-handover-side={side}>
      <div className="handover-card">
        <Flag side={side} />
        <h1>{t.handover.title(t.side[side])}</h1>
        <p className="handover-sub">{t.handover.sub(state.turn, turnTime(state.turn), t.phase[state.phase])}</p>
        <p className="muted">{t.handover.hint}</p>
        <button type="button" className="primary big" data-testid="handover-show" autoFocus onClick={() => gameStore.getState().revealBoard()}>
          {t.handover.show}
        </button>
        <div className="row center">
          <button type="button" onClick={() => gameStore.getState().setHandover(false)}>{t.handover.solo}</button>
          <button type="button" onClick={() => useUi.getState().setLang(lang === 'ru' ? 'en' : 'ru')}>{t.menu.lang}</button>
        </div>
      </div>
    </div>
  )
}

/** The French tricolour, or the Russian imperial black-yellow-white. */
function Flag({ side }: { side: Side }) {
  const colors = side === 'fr' ? ['#2f4f9a', '#ffffff', '#c8283c'] : ['#1b1b1b', '#f2c230', '#ffffff']
  const vertical = side === 'fr'
  return (
    <svg className="handover-emblem" width="72" height="48" viewBox="0 0 3 2" aria-hidden="true">
      {colors.map((c, i) => (vertical ? <rect key={c} x={i} y={0} width={1} height={2} fill={c} /> : <rect key={c} x={0} y={(i * 2) / 3} width={3} height={2 / 3} fill={c} />))}
      <rect x="0" y="0" width="3" height="2" fill="none" stroke="#333" strokeWidth="0.04" />
    </svg>
  )
}
