// The Phalanx top bar: the game's name, the turn and phase (data-turn, data-phase as in Borodino), both
// sides' losses against the break at four (the running score), and the commands.
import { useState } from 'react'
import { BREAK_THRESHOLD, gameTurn, standing, type PhState } from '../../phalanx'
import { useActiveGame } from '../../store/activeGame'
import { canUndo, computerToMove, phalanxStore, usePh } from '../../store/phalanx/store'
import { useUi } from '../../store/uiStore'
import { undo } from './phActions'
import { PhRuleLink } from './PhRuleLink'
import { usePhUi } from './phUi'
import { startTutorial } from './PhTutorial'
import { usePhT } from './usePhT'

export function PhTopBar({ state }: { state: PhState }) {
  const t = usePhT()
  const u = t.ui.top
  const undoable = usePh((s) => canUndo(s) && !computerToMove(s))
  const handover = usePh((s) => s.handover)
  const reviewing = usePhUi((s) => s.review !== null)
  const st = standing(state)
  const phase = state.result ? 'over' : state.phase
  // Narrow screens: the commands fold behind one menu button (layout.css, as in Borodino's top bar).
  const [open, setOpen] = useState(false)
  return (
    <header className="topbar ph-topbar">
      <div className="brand">
        <div className="brand-title">{t.ph.game.name}</div>
        <div className="brand-sub">{t.ph.game.tagline}</div>
      </div>
      <div className="ph-turn" data-turn={gameTurn(state)} data-side={state.side}>
        <span className={`ph-side-dot ${state.side}`} aria-hidden="true" />
        {u.turnLine(gameTurn(state), t.ph.side[state.side])}{' '}
        <span className="ph-phase-name" data-phase={phase}>
          · {state.result ? t.ui.end.title : t.ph.phase[state.phase]}
        </span>
      </div>
      <div className="ph-losses" aria-label={u.score}>
        {(['south', 'north'] as const).map((side) => (
          <span
            key={side}
            className={`ph-loss ${side}`}
            data-testid={`ph-losses-${side}`}
            data-lost={st.losses[side].breakCount}
          >
            {t.ph.side[side]}: {u.lostOf(st.losses[side].breakCount)}
            <span className="ph-pips" aria-hidden="true">
              {Array.from({ length: BREAK_THRESHOLD }, (_, i) => (
                <i key={i} className={i < st.losses[side].breakCount ? 'on' : ''} />
              ))}
            </span>
          </span>
        ))}
        <PhRuleLink id="PH-WIN.2" />
      </div>
      <button
        type="button"
        className="menu-toggle"
        data-testid="menu-toggle"
        aria-expanded={open}
        aria-controls="ph-menu"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> {u.menu}
      </button>
      <nav id="ph-menu" className={open ? 'menu ph-menu open' : 'menu ph-menu'} onClick={() => setOpen(false)}>
        <button
          type="button"
          data-testid="ph-back"
          title={u.backHint}
          onClick={() => useActiveGame.getState().open('borodino')}
        >
          {u.back}
        </button>
        <button type="button" data-testid="ph-undo" disabled={!undoable || reviewing} onClick={undo}>
          {u.undo}
        </button>
        <button type="button" data-testid="menu-new" onClick={() => usePhUi.getState().open('new')}>
          {u.newGame}
        </button>
        <button type="button" data-testid="menu-saves" onClick={() => usePhUi.getState().open('saves')}>
          {u.saves}
        </button>
        <button type="button" data-testid="menu-rules" onClick={() => usePhUi.getState().openRule('PH-MAP.1')}>
          {u.rules}
        </button>
        <button type="button" data-testid="ph-tutorial" onClick={startTutorial}>
          {u.tutorial}
        </button>
        <button
          type="button"
          data-testid="menu-handover"
          aria-pressed={handover}
          onClick={() => phalanxStore.getState().setHandover(!handover)}
        >
          {handover ? u.handoverOn : u.handoverOff}
        </button>
        <button
          type="button"
          data-testid="menu-lang"
          onClick={() => useUi.getState().setLang(t.lang === 'ru' ? 'en' : 'ru')}
        >
          {u.lang}
        </button>
      </nav>
    </header>
  )
}
