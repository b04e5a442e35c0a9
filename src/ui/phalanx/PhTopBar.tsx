// The Phalanx top bar: the game's name, the turn and phase (data-turn, data-phase as in Borodino), both
// sides' losses against the break at four (the running score), and the commands.
import { BREAK_THRESHOLD, gameTurn, standing, type PhState } from '../../phalanx'
import { useActiveGameActions } from '../storeActions'
import { canUndo, computerToMove, mayAct, usePh } from '../../store/phalanx'
import { GameMenu, useLanguageItem } from '../top/GameMenu'
import { undo } from './phActions'
import { PhRuleLink } from './PhRuleLink'
import { usePhUi } from './phUi'
import { startTutorial } from './PhTutorial'
import { usePhT } from './usePhT'
import { usePhActions, usePhUiActions } from './phStoreActions'
import { hintSettings, useHintsEnabled } from '../../store/hint'
import { useT } from '../useT'

export function PhTopBar({ state }: { state: PhState }) {
  const t = usePhT()
  const u = t.ui.top
  const undoable = usePh((s) => canUndo(s) && !computerToMove(s) && mayAct(s))
  const handover = usePh((s) => s.handoverEnabled)
  const distant = usePh((s) => s.pbm !== null)
  const reviewing = usePhUi((s) => s.review !== null)
  const { open, openRule } = usePhUiActions()
  const { setHandover } = usePhActions()
  const { open: openGame } = useActiveGameActions()
  const langItem = useLanguageItem(t.lang, u.lang)
  // The «no help» setting is the one Borodino's menu has: both games follow it.
  const hintsOn = useHintsEnabled()
  const hint = useT().hint
  const st = standing(state)
  const phase = state.result ? 'over' : state.phase
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
      <GameMenu
        game="phalanx"
        label={u.menu}
        items={[
          {
            testId: 'ph-back',
            label: u.back,
            title: u.backHint,
            onClick: () => openGame('borodino'),
          },
          { testId: 'ph-undo', label: u.undo, disabled: !undoable || reviewing, onClick: undo },
          { testId: 'menu-new', label: u.newGame, onClick: () => open('new') },
          { testId: 'menu-saves', label: u.saves, onClick: () => open('saves') },
          { testId: 'menu-pbm', label: t.mail.title, title: t.mail.intro, onClick: () => open('pbm') },
          { testId: 'menu-rules', label: u.rules, onClick: () => openRule('PH-MAP.1') },
          { testId: 'ph-tutorial', label: u.tutorial, onClick: startTutorial },
          {
            testId: 'menu-handover',
            label: handover ? u.handoverOn : u.handoverOff,
            // At a distance each player has his own screen: there is nothing to hide.
            disabled: distant,
            title: distant ? t.mail.handoverMail : undefined,
            pressed: handover,
            onClick: () => setHandover(!handover),
          },
          {
            testId: 'menu-hints',
            label: hintsOn ? hint.settingOn : hint.settingOff,
            title: hint.settingHint,
            pressed: hintsOn,
            onClick: () => hintSettings.getState().setEnabled(!hintsOn),
          },
          langItem,
        ]}
      />
    </header>
  )
}
